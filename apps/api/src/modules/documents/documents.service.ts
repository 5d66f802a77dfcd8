import {
  billingSnapshotSchema,
  countryCodeOf,
  missingBillingParts,
  shippingSnapshotSchema,
  type BillingSnapshot,
  CUSTOMER_PRE_INVOICE_STATUSES,
  DEFAULT_PAYMENT_TERMS_RULE,
  addDays,
  documentPaymentTerms,
  paymentTermsLineText,
  parseStoredPaymentTermsRule,
  storedPaymentTermsRule,
  type PaymentTermsRule,
  SHOP_PRE_INVOICE_TERMS,
  type CompanyInfo,
  type InvoiceSettings,
  type InvoiceStatus,
  type Issuer,
  type Language,
  type PreInvoiceStatus,
  lithuanianDate,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockOrder, type LockedOrder } from '../../db/order-lock.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail, assertVersion } from '../../http/app-error.ts';
import { once, storedIdSchema, type Once } from '../../http/idempotent.ts';
import { nowIso } from '../../lib/clock.ts';
import type { AttachmentRef } from '../../lib/mail/outbox.repository.ts';
import { audit } from '../audit/index.ts';
import { carryPreInvoicePayments, payableRow, payOpenAmount } from '../payments/index.ts';
import type { StatusChange } from './document-routes.ts';
import { creditNoteById } from './credit-notes.service.ts';
import { creditedOn } from './credit-notes.repository.ts';
import { assertMonthOpen } from '../isaf/index.ts';
import { issuerOf } from './document-issuer.ts';
import { listedColumns } from './document-listing.ts';
import { queueDocumentMail } from './document-mail.ts';
import { findUserRowById } from '../users/index.ts';
import type { UserRow } from '../../db/schema.ts';
import {
  activePreInvoiceOf,
  findInvoiceRows,
  findPreInvoiceRows,
  insertInvoice,
  insertPreInvoice,
  invoiceRow,
  orderHasInvoice,
  orderLinesOf,
  preInvoiceRow,
  updateInvoice,
  updatePreInvoice,
} from './documents.repository.ts';
import {
  billingText,
  shippingText,
  toInvoice,
  toPreInvoice,
  type BuyerSnapshot,
  type DocumentKind,
  type DocumentLine,
  type InvoiceView,
  type KindedDocument,
  type PreInvoiceView,
} from './documents.view.ts';
import { takeNumber, peekNumber } from './numbering.repository.ts';
import { termsOfWrite } from '../payment-terms/index.ts';
import { lockSellerSettings, readCompany, readInvoiceSettings, writeCompany, writeInvoiceSettings } from '../settings/index.ts';

export const DOCUMENT_MESSAGES = {
  preInvoiceCreated: 'Pre-invoice created',
  invoiceCreated: 'Invoice created',
} as const;

interface IssueContext {
  trx: Tx;
  order: {
    id: number;
    user_id: number;
    status: string;
    subtotal_cents: number;
    shipping_cents: number;
    tax_cents: number;
    total_cents: number;
    shipping_address: string;
    customer_snapshot: string;
    notes: string | null;
    customer_reference: string | null;
  };
  lines: DocumentLine[];
  buyer: BuyerSnapshot;
  seller: CompanyInfo;
  settings: InvoiceSettings;
  /** The customer's chosen rule, else the shop's default (decision 054): frozen on the document. */
  paymentTerms: PaymentTermsRule;
  issuer: Issuer;
  today: string;
  year: number;
}

/**
 * The buyer a document names (decision 053): the order's snapshot, or, when the order was placed
 * before the customer gave a complete billing address, the customer's billing address now. Neither
 * complete: refused with what the customer's address lacks, before any number is taken.
 */
function buyerWithAddress(ctx: AppContext, order: LockedOrder, customer: UserRow | undefined): BillingSnapshot {
  const frozen = billingSnapshotSchema.parse(JSON.parse(order.customer_snapshot));
  const complete = (address: BillingSnapshot) => ({ ...address, country: countryCodeOf(address.country) });
  const asParts = {
    billing_address: frozen.address,
    billing_city: frozen.city,
    billing_postal_code: frozen.postal_code,
    billing_country: frozen.country,
  };
  if (missingBillingParts(asParts).length === 0) return complete(frozen);
  const missing = missingBillingParts(customer ?? {});
  if (missing.length > 0) {
    const list = missing.join(', ');
    throw ctx.actor?.id === order.user_id
      ? fail('ownAddressMissing', { missing: list })
      : fail('buyerAddressMissing', { company: frozen.company_name, missing: list });
  }
  return complete({
    ...frozen,
    address: customer!.billing_address,
    city: customer!.billing_city,
    postal_code: customer!.billing_postal_code,
    country: customer!.billing_country,
  });
}

/** What a document is made of, read under the lock of its order (`order`: the locked row). */
async function loadForIssue(ctx: AppContext, trx: Tx, order: LockedOrder): Promise<IssueContext> {
  const items = await orderLinesOf(trx, order.id);
  const [settings, { version: _version, ...seller }, customer] = await Promise.all([
    readInvoiceSettings(trx),
    readCompany(trx),
    findUserRowById(trx, order.user_id),
  ]);
  const now = ctx.now();
  const today = lithuanianDate(now);
  return {
    trx,
    order,
    lines: items.map((i) => ({
      brand: i.brand,
      name: i.name,
      flavor: i.flavor,
      weight: i.weight,
      sku: i.sku,
      quantity: i.quantity,
      unit_price_cents: i.unit_price_cents,
      total_price_cents: i.total_price_cents,
    })),
    buyer: {
      ...buyerWithAddress(ctx, order, customer),
      shipping: shippingSnapshotSchema.parse(JSON.parse(order.shipping_address)),
    },
    seller,
    settings,
    paymentTerms: parseStoredPaymentTermsRule(customer?.payment_terms_rule) ?? settings.default_payment_terms_rule ?? DEFAULT_PAYMENT_TERMS_RULE,
    issuer: await issuerOf(ctx, trx, settings),
    today,
    year: Number(today.slice(0, 4)),
  };
}

function snapshotColumns(c: IssueContext) {
  return {
    order_id: c.order.id,
    user_id: c.order.user_id,
    issue_date: c.today,
    paid_date: null,
    payment_terms_rule: storedPaymentTermsRule(c.paymentTerms),
    subtotal_cents: c.order.subtotal_cents,
    shipping_cents: c.order.shipping_cents,
    tax_cents: c.order.tax_cents,
    total_cents: c.order.total_cents,
    billing_address: billingText(c.buyer),
    shipping_address: shippingText(c.buyer.shipping),
    customer_snapshot: JSON.stringify(c.buyer),
    seller_snapshot: JSON.stringify(c.seller),
    items_snapshot: JSON.stringify(c.lines),
    issuer_snapshot: JSON.stringify(c.issuer),
    // The buyer's own reference as the order has it now (decision 086): the document keeps it whatever follows.
    customer_reference: c.order.customer_reference,
    created_at: nowIso(),
    updated_at: nowIso(),
  };
}

/** A document's due date and its terms line (in English: the `payment_terms` text), from the one function. */
const termsColumns = (terms: ReturnType<typeof documentPaymentTerms>) => ({
  due_date: terms.dueDate,
  payment_terms: paymentTermsLineText(terms.line),
});

/** The order row, locked for the rest of the transaction: documents are commands on their order. */
async function lockedOrder(ctx: AppContext, trx: Tx, orderId: number): Promise<LockedOrder> {
  const order = await lockOrder(trx, ctx.engine, orderId);
  if (!order) throw fail('orderNotFound');
  return order;
}

/** A document row that a parallel request wrote first (the unique indexes hold "at most one"). */
async function oneOnly<T>(work: Promise<T>, reason: 'preInvoiceExists' | 'invoiceExists'): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw fail(reason);
    throw error;
  }
}

interface PreInvoiceTerms {
  prepayment_percentage: number;
  validity_days: number;
  notes?: string | null | undefined;
}
/** Who asks: an administrator chooses the terms; a customer gets the shop's (no terms to pass). */
type PreInvoiceRequester = { admin: true; terms: PreInvoiceTerms } | { admin: false; userId: number };

/** Issues a pre-invoice for an order: order locked, number taken and document written in one transaction. */
export async function createPreInvoice(
  ctx: AppContext,
  orderId: number,
  by: PreInvoiceRequester,
  press?: { userId: number; key: string | undefined },
): Promise<Once<PreInvoiceView>> {
  const input: PreInvoiceTerms = by.admin ? by.terms : { ...SHOP_PRE_INVOICE_TERMS, notes: null };
  // With an Idempotency-Key the same press answers the pre-invoice it made instead of 409 (decision 059).
  const call = press && { userId: press.userId, scope: 'pre_invoice.create' as const, key: press.key, request: { order_id: orderId, ...input } };
  const { value: id, replayed } = await oneOnly(
    inTransaction(ctx, (trx) =>
      once(trx, ctx.now(), call, storedIdSchema, async () => {
        const order = await lockedOrder(ctx, trx, orderId);
        if (!by.admin && order.user_id !== by.userId) throw fail('orderNotFound');
        if (by.admin && order.status !== 'confirmed') throw fail('preInvoiceOnlyConfirmed', { status: order.status });
        if (!by.admin && !(CUSTOMER_PRE_INVOICE_STATUSES as readonly string[]).includes(order.status))
          throw fail('preInvoiceNotYet', { status: order.status });
        if (await activePreInvoiceOf(trx, orderId)) throw fail('preInvoiceExists');
        return (await issuePreInvoice(ctx, trx, order, input)).id;
      }),
    ),
    'preInvoiceExists',
  );
  return { value: await preInvoiceById(ctx, id), replayed };
}

/**
 * Issues a pre-invoice inside the caller's transaction, which holds the order's lock and passes its
 * row (the explicit call, or the confirmation of an order, decision 085). The customer gets it by
 * mail unless `mail` is false: the caller then attaches it to a mail of its own.
 */
export async function issuePreInvoice(
  ctx: AppContext,
  trx: Tx,
  order: LockedOrder,
  input: PreInvoiceTerms,
  options: { mail?: boolean } = {},
): Promise<{ id: number; number: string }> {
  const c = await loadForIssue(ctx, trx, order);
  const validUntil = addDays(c.today, input.validity_days);
  const number = await takeNumber(trx, 'pre_invoice', c.settings, c.year);
  const id = await insertPreInvoice(trx, {
    ...snapshotColumns(c),
    ...listedColumns(number, order.order_number, c.buyer),
    pre_invoice_number: number,
    status: 'draft',
    valid_until: validUntil,
    ...termsColumns(documentPaymentTerms({ kind: 'pre_invoice', issueDate: c.today, validUntil, prepaymentPercentage: input.prepayment_percentage })),
    prepayment_percentage: input.prepayment_percentage,
    prepayment_cents: Math.round((c.order.total_cents * input.prepayment_percentage) / 100),
    notes: input.notes?.trim() || null,
    converted_invoice_id: null,
  });
  await audit(trx, ctx, {
    action: 'pre_invoice.issue',
    entity: 'pre_invoice',
    entityId: id,
    after: { number, order_id: order.id, total_cents: c.order.total_cents, prepayment_percentage: input.prepayment_percentage },
  });
  if (options.mail !== false) await queueDocumentMail(ctx, trx, order.user_id, { document: 'pre_invoice', id, number });
  return { id, number };
}

/**
 * Issues the invoice of an order inside the caller's transaction, which holds the order's lock and
 * passes its row (status change to ended, conversion of a pre-invoice, or the explicit call). One per
 * order, ever.
 *
 * The order's live pre-invoice (neither cancelled nor converted) becomes "converted", linked both ways,
 * whichever way the invoice came (decision 045): the pre-invoice is superseded by the
 * invoice. One paid in full (its prepayment covers the order's total) makes the invoice "paid" on the
 * day the pre-invoice was paid; a partial prepayment leaves the invoice "sent" for the rest.
 */
export async function issueInvoice(ctx: AppContext, trx: Tx, order: LockedOrder): Promise<number> {
  if (order.status === 'cancelled') throw fail('orderCancelled');
  // One invoice per order, ever (a cancelled invoice keeps its number and its place).
  if (await orderHasInvoice(trx, order.id)) throw fail('invoiceExists');
  const live = await activePreInvoiceOf(trx, order.id);
  const pre = live ? await preInvoiceRow(trx, live.id) : undefined;
  const c = await loadForIssue(ctx, trx, order);
  const number = await takeNumber(trx, 'invoice', c.settings, c.year);
  const id = await insertInvoice(trx, {
    ...snapshotColumns(c),
    ...listedColumns(number, order.order_number, c.buyer),
    invoice_number: number,
    status: 'sent',
    paid_date: null,
    ...termsColumns(documentPaymentTerms({ kind: 'invoice', rule: c.paymentTerms, issueDate: c.today })),
    notes: c.order.notes,
    pre_invoice_id: pre?.id ?? null,
  });
  await audit(trx, ctx, {
    action: 'invoice.issue',
    entity: 'invoice',
    entityId: id,
    after: { number, order_id: order.id, total_cents: c.order.total_cents, pre_invoice_id: pre?.id ?? null, status: 'sent' },
  });
  if (pre) {
    await updatePreInvoice(trx, pre.id, { status: 'converted', converted_invoice_id: id });
    // What was paid on the pre-invoice settles the invoice (decision 078); paid in full, the invoice is paid on that day.
    const carried = await carryPreInvoicePayments(trx, pre.id, id);
    if (carried !== 0) {
      const paidInFull = carried >= c.order.total_cents;
      await updateInvoice(trx, id, { paid_cents: carried, ...(paidInFull ? { status: 'paid', paid_date: pre.paid_date ?? c.today } : {}) });
    }
    await audit(trx, ctx, {
      action: 'pre_invoice.convert',
      entity: 'pre_invoice',
      entityId: pre.id,
      before: { status: pre.status },
      after: { status: 'converted', converted_invoice_id: id },
    });
  }
  await queueDocumentMail(ctx, trx, order.user_id, { document: 'invoice', id, number });
  return id;
}

/** A final invoice for an ended order (by its customer or an administrator). */
export async function createInvoice(ctx: AppContext, orderId: number, by: { admin: boolean; userId?: number }): Promise<InvoiceView> {
  const id = await oneOnly(
    inTransaction(ctx, async (trx) => {
      const order = await lockedOrder(ctx, trx, orderId);
      if (!by.admin && order.user_id !== by.userId) throw fail('orderNotFound');
      if (order.status !== 'ended') throw fail('invoiceOnlyEnded');
      return issueInvoice(ctx, trx, order);
    }),
    'invoiceExists',
  );
  ctx.metrics.invoicesIssued.inc();
  return invoiceById(ctx, id);
}

/** The pre-invoice's order, locked, and the pre-invoice as it is under that lock. */
async function lockedPreInvoice(ctx: AppContext, trx: Tx, preInvoiceId: number) {
  const owner = await preInvoiceRow(trx, preInvoiceId);
  if (!owner) throw fail('preInvoiceNotFound');
  const order = await lockedOrder(ctx, trx, owner.order_id);
  // Read again under the order's lock: a parallel change went first.
  const pre = (await preInvoiceRow(trx, preInvoiceId))!;
  return { order, pre };
}

export async function convertPreInvoice(ctx: AppContext, preInvoiceId: number): Promise<{ invoice: InvoiceView; preInvoice: PreInvoiceView }> {
  const invoiceId = await oneOnly(
    inTransaction(ctx, async (trx) => {
      const { order, pre } = await lockedPreInvoice(ctx, trx, preInvoiceId);
      if (pre.status === 'converted' || pre.status === 'cancelled') throw fail('preInvoiceFinal', { status: pre.status });
      // The order's live pre-invoice is this one (at most one is neither cancelled nor converted): the invoice converts it.
      return issueInvoice(ctx, trx, order);
    }),
    'invoiceExists',
  );
  ctx.metrics.invoicesIssued.inc();
  const invoice = await invoiceById(ctx, invoiceId);
  return { invoice, preInvoice: await preInvoiceById(ctx, preInvoiceId) };
}

export async function setPreInvoiceStatus(ctx: AppContext, id: number, change: StatusChange<PreInvoiceStatus>): Promise<PreInvoiceView> {
  const { status } = change;
  await inTransaction(ctx, async (trx) => {
    const { pre } = await lockedPreInvoice(ctx, trx, id);
    if (pre.status === status) return;
    if (pre.status === 'converted' || pre.status === 'cancelled') throw fail('preInvoiceFinal', { status: pre.status });
    if (status === 'converted') throw fail('convertByInvoice');
    // Paid by hand: a payment of the prepayment still open, which sets the status (decision 078).
    if (status === 'paid') {
      const paid = await payOpenAmount(ctx, trx, 'pre_invoice', (await payableRow(trx, 'pre_invoice', id))!, byHand(ctx, change));
      if (paid.status === 'paid') return;
    }
    const paidDate = status === 'paid' ? (change.paid_on ?? lithuanianDate(ctx.now())) : pre.paid_date;
    await updatePreInvoice(trx, id, { status, paid_date: paidDate });
    await audit(trx, ctx, {
      action: 'pre_invoice.status',
      entity: 'pre_invoice',
      entityId: id,
      before: { status: pre.status, paid_date: pre.paid_date },
      after: { status, paid_date: paidDate },
    });
  });
  return preInvoiceById(ctx, id);
}

/** Who marks a document paid by hand, on which day and with which note. */
const byHand = (ctx: AppContext, change: StatusChange<string>) => ({ paidOn: change.paid_on, note: change.note, adminId: ctx.actor?.id ?? null });

/**
 * An invoice's status (decision 052): the payment states (draft, sent, paid, overdue) are the
 * administrator's free choice; `cancelled` is a legal act, with its reason in the audit log, refused
 * while credit notes correct the invoice or once its month is filed with VMI, and final. Under the
 * order's lock, like credit notes, so a cancel and a credit note take turns.
 */
export async function setInvoiceStatus(ctx: AppContext, id: number, change: StatusChange<InvoiceStatus>): Promise<InvoiceView> {
  const { status, reason } = change;
  await inTransaction(ctx, async (trx) => {
    const owner = await invoiceRow(trx, id);
    if (!owner) throw fail('invoiceNotFound');
    await lockedOrder(ctx, trx, owner.order_id);
    const invoice = (await invoiceRow(trx, id))!;
    // A cancelled invoice is final: a repeated cancel too is refused, its reason would not be recorded.
    if (invoice.status === 'cancelled') throw fail('invoiceCancelledFinal');
    if (invoice.status === status) return;
    if (status === 'cancelled') {
      if ((await creditedOn(trx, id)).length > 0) throw fail('invoiceHasCreditNotes');
      await assertMonthOpen(ctx, trx, invoice.issue_date);
    }
    // Paid by hand: a payment of what is open, which sets the status (decision 078); nothing open, the status alone.
    if (status === 'paid') {
      const paid = await payOpenAmount(ctx, trx, 'invoice', (await payableRow(trx, 'invoice', id))!, byHand(ctx, change));
      if (paid.status === 'paid') return;
    }
    const paidDate = status === 'paid' ? (change.paid_on ?? lithuanianDate(ctx.now())) : invoice.paid_date;
    await updateInvoice(trx, id, { status, paid_date: paidDate });
    await audit(trx, ctx, {
      action: 'invoice.status',
      entity: 'invoice',
      entityId: id,
      before: { status: invoice.status, paid_date: invoice.paid_date },
      after: { status, paid_date: paidDate, ...(reason ? { reason } : {}) },
    });
  });
  return invoiceById(ctx, id);
}

export async function invoiceById(ctx: AppContext, id: number, userId?: number): Promise<InvoiceView> {
  const [row] = await findInvoiceRows(ctx.db, { id, ...(userId !== undefined ? { userId } : {}) });
  if (!row) throw fail('invoiceNotFound');
  return toInvoice(row, row.order_number, lithuanianDate(ctx.now()));
}

export async function invoiceOfOrder(ctx: AppContext, orderId: number, userId?: number): Promise<InvoiceView> {
  const [row] = await findInvoiceRows(ctx.db, { orderId, ...(userId !== undefined ? { userId } : {}) });
  if (!row) throw fail('invoiceNotFound');
  return toInvoice(row, row.order_number, lithuanianDate(ctx.now()));
}

export async function preInvoiceById(ctx: AppContext, id: number, userId?: number): Promise<PreInvoiceView> {
  const [row] = await findPreInvoiceRows(ctx.db, { id, ...(userId !== undefined ? { userId } : {}) });
  if (!row) throw fail('preInvoiceNotFound');
  return toPreInvoice(row, row.order_number, lithuanianDate(ctx.now()));
}

/** The pre-invoices of one order, whole (a few at most: one live, the cancelled ones); the lists are document-lists.service.ts. */
export async function listPreInvoices(ctx: AppContext, filter: { orderId: number }) {
  const today = lithuanianDate(ctx.now());
  return (await findPreInvoiceRows(ctx.db, filter)).map((row) => toPreInvoice(row, row.order_number, today));
}

export type { DocumentKind };

/** One document with its kind; `userId` limits it to that customer's own. */
async function documentById(ctx: AppContext, kind: DocumentKind, id: number, userId?: number): Promise<KindedDocument> {
  if (kind === 'invoice') return { kind, ...(await invoiceById(ctx, id, userId)) };
  if (kind === 'credit_note') return { kind, ...(await creditNoteById(ctx, id, userId)) };
  return { kind, ...(await preInvoiceById(ctx, id, userId)) };
}

/** The PDF's file name: the kind in the document's language and its number. */
const FILE_NAME: Record<DocumentKind, Record<Language, string>> = {
  invoice: { en: 'invoice', lt: 'saskaita' },
  pre_invoice: { en: 'pre-invoice', lt: 'isankstine-saskaita' },
  credit_note: { en: 'credit-note', lt: 'kreditine-saskaita' },
};

function documentNumber(doc: KindedDocument): string {
  if (doc.kind === 'invoice') return doc.invoice_number;
  if (doc.kind === 'credit_note') return doc.credit_note_number;
  return doc.pre_invoice_number;
}

/** Drawn by the PDF pool's threads, never on the main thread (decision 070). */
async function documentPdf(ctx: AppContext, doc: KindedDocument, language: Language): Promise<{ filename: string; pdf: Buffer }> {
  const number = documentNumber(doc);
  return {
    filename: `${FILE_NAME[doc.kind][language]}-${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`,
    pdf: await ctx.pdf.pool.draw({ kind: 'document', doc, language }),
  };
}

/** A document's PDF in `language` and its file name; `userId` limits it to that customer's own. */
export async function documentPdfById(ctx: AppContext, kind: DocumentKind, id: number, language: Language, userId?: number) {
  return documentPdf(ctx, await documentById(ctx, kind, id, userId), language);
}

/** The PDF a queued document mail names, as it is when the mail is delivered (null when the document is gone). */
export async function documentAttachment(
  ctx: AppContext,
  ref: AttachmentRef,
): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
  const doc = await documentById(ctx, ref.document, ref.id).catch(() => null);
  if (!doc) return null;
  const { filename, pdf } = await documentPdf(ctx, doc, ref.language);
  return { filename, content: pdf, contentType: 'application/pdf' };
}

export async function settingsAnswer(ctx: AppContext) {
  const [settings, company] = await Promise.all([readInvoiceSettings(ctx.db), readCompany(ctx.db)]);
  const year = Number(lithuanianDate(ctx.now()).slice(0, 4));
  return {
    settings,
    company,
    next_numbers: {
      invoice: await peekNumber(ctx.db, 'invoice', settings, year),
      pre_invoice: await peekNumber(ctx.db, 'pre_invoice', settings, year),
      credit_note: await peekNumber(ctx.db, 'credit_note', settings, year),
    },
  };
}

type VersionedPatch<T> = Partial<T> & { version?: number | undefined };

/** Seller and numbering settings: both rows locked, each checked against the version its form was opened at. */
export async function updateSettings(
  ctx: AppContext,
  input: { settings?: VersionedPatch<InvoiceSettings> | undefined; company?: VersionedPatch<CompanyInfo> | undefined },
) {
  await inTransaction(ctx, async (trx) => {
    const current = await lockSellerSettings(trx, ctx.engine);
    assertVersion(current.settings, input.settings?.version);
    assertVersion(current.company, input.company?.version);
    if (input.settings) {
      const { version: _v, default_payment_terms_rule: rule, default_payment_terms: text, ...rest } = input.settings;
      const { version: _c, ...settings } = current.settings;
      // The default terms are a chosen rule, their text derived from it (decision 054).
      const terms = termsOfWrite(rule, text, 'settings.default_payment_terms');
      const patch = terms?.rule ? { ...rest, default_payment_terms_rule: terms.rule, default_payment_terms: terms.text! } : rest;
      await writeInvoiceSettings(trx, { ...settings, ...patch });
      await audit(trx, ctx, {
        action: 'invoice_settings.update',
        entity: 'invoice_settings',
        entityId: 'numbering',
        before: settings,
        after: { ...settings, ...patch },
      });
    }
    if (input.company) {
      const { version: _v, ...patch } = input.company;
      const { version: _c, ...company } = current.company;
      await writeCompany(trx, { ...company, ...patch });
      await audit(trx, ctx, {
        action: 'invoice_settings.update',
        entity: 'invoice_settings',
        entityId: 'seller',
        before: company,
        after: { ...company, ...patch },
      });
    }
  });
  return settingsAnswer(ctx);
}

export { readCompany, readInvoiceSettings as readSettings };
