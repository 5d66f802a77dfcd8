import {
  buyerSnapshotSchema,
  type CreditAsk,
  type CreditNote,
  type CreditRefusal,
  creditSkuKey,
  eurosToCents,
  linesLeft,
  lithuanianDate,
  planCreditNote,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { once, storedIdSchema, type Once } from '../../http/idempotent.ts';
import { nowIso } from '../../lib/clock.ts';
import { audit } from '../audit/index.ts';
import { lockOrder } from '../../db/order-lock.ts';
import { recordStockMoves, returnStock } from '../../db/products.ts';
import { issuerOf } from './document-issuer.ts';
import { listedColumns } from './document-listing.ts';
import { queueDocumentMail } from './document-mail.ts';
import { invoiceRow } from './documents.repository.ts';
import { linesOf, toCreditNote, type DocumentLine } from './documents.view.ts';
import { addCredited, creditedOn, findCreditNoteRows, insertCreditNote, orderProductsBySku } from './credit-notes.repository.ts';
import { takeNumber } from './numbering.repository.ts';
import { readInvoiceSettings } from '../settings/index.ts';

export const CREDIT_NOTE_CREATED = 'Credit note created';

interface CreditNoteRequest {
  reason: string;
  /**
   * The lines by SKU and how many units of each; with `unit_price` (corrected net euros) a price
   * correction. Left out: every unit still on the invoice, or nothing when only a discount is asked for.
   */
  items?: Array<{ sku: string; quantity: number; unit_price?: number | undefined }> | undefined;
  /** Net euros off the whole invoice. */
  discount_amount?: number | undefined;
  /** The goods came back: the returned units go back to stock (a price correction never moves stock). */
  goods_returned: boolean;
}

const key = creditSkuKey;

/** The request in cents, as the domain's plan reads it. */
function askOf(request: CreditNoteRequest): CreditAsk {
  return {
    items: request.items?.map((item) => ({
      sku: item.sku,
      quantity: item.quantity,
      unitPriceCents: item.unit_price === undefined ? undefined : eurosToCents(item.unit_price),
    })),
    discountCents: request.discount_amount === undefined ? undefined : eurosToCents(request.discount_amount),
  };
}

/** A refusal of the plan as the API's error, with the invoice's number where its text names it. */
function refusal(refused: CreditRefusal, invoiceNumber: string) {
  switch (refused.reason) {
    case 'nothingToCredit':
      return fail('nothingToCredit', { number: invoiceNumber });
    case 'creditLineUnknown':
      return fail('creditLineUnknown', { ...refused.params, number: invoiceNumber });
    case 'creditExceedsInvoice':
      return fail('creditExceedsInvoice', { ...refused.params, number: invoiceNumber });
    default:
      return fail(refused.reason, refused.params);
  }
}

/**
 * Issues a credit note on an invoice: the invoice's order locked (documents of one order take turns),
 * what is left to credit read under that lock, the next number of the credit-note series taken and the
 * document written in one transaction, with the customer's mail. What it credits is the domain's plan
 * (decision 055): returned units, price corrections and a discount, never more than is left; the note
 * that leaves nothing on the invoice credits exactly what is left (the fee and every cent of VAT), a
 * partial one its net and the VAT on it. Only returned units go back to stock, and only when the goods
 * came back. With an Idempotency-Key the same press issues one note; a repeat answers that note
 * (decision 059).
 */
export async function createCreditNote(
  ctx: AppContext,
  invoiceId: number,
  request: CreditNoteRequest,
  adminId: number,
  idempotencyKey?: string,
): Promise<Once<CreditNote>> {
  const call = { userId: adminId, scope: 'credit_note.create' as const, key: idempotencyKey, request: { invoice_id: invoiceId, ...request } };
  const { value: id, replayed } = await inTransaction(ctx, (trx) =>
    once(trx, ctx.now(), call, storedIdSchema, async () => {
      const owner = await invoiceRow(trx, invoiceId);
      if (!owner) throw fail('invoiceNotFound');
      const order = (await lockOrder(trx, ctx.engine, owner.order_id))!;
      const invoice = (await invoiceRow(trx, invoiceId))!;
      if (invoice.status === 'cancelled') throw fail('creditCancelledInvoice');
      const invoiceLines = linesOf(invoice.items_snapshot);
      const credited = await creditedOn(trx, invoice.id);
      const already = (column: 'subtotal_cents' | 'shipping_cents' | 'tax_cents') => credited.reduce((sum, note) => sum + note[column], 0);
      const plan = planCreditNote(
        linesLeft(
          invoiceLines,
          credited.map((note) => linesOf(note.items_snapshot)),
        ),
        {
          subtotal: invoice.subtotal_cents + already('subtotal_cents'),
          shipping: invoice.shipping_cents + already('shipping_cents'),
          tax: invoice.tax_cents + already('tax_cents'),
        },
        askOf(request),
      );
      if (!('lines' in plan)) throw refusal(plan, invoice.invoice_number);
      const described = new Map(invoiceLines.map((line) => [key(line.sku), line]));
      const lines: DocumentLine[] = plan.lines.map((line) => ({
        ...described.get(key(line.sku))!,
        quantity: line.quantity,
        unit_price_cents: line.unitCents,
        total_price_cents: line.totalCents,
        kind: line.kind,
        ...(line.kind === 'price_correction' ? { invoiced_unit_price_cents: line.fromCents, corrected_unit_price_cents: line.toCents } : {}),
      }));
      const { subtotal, shipping, tax } = plan;

      const today = lithuanianDate(ctx.now());
      const settings = await readInvoiceSettings(trx);
      const issuer = await issuerOf(ctx, trx, settings);
      const number = await takeNumber(trx, 'credit_note', settings, Number(today.slice(0, 4)));
      const id = await insertCreditNote(trx, {
        ...listedColumns(number, order.order_number, buyerSnapshotSchema.parse(JSON.parse(invoice.customer_snapshot))),
        credit_note_number: number,
        invoice_id: invoice.id,
        order_id: invoice.order_id,
        user_id: invoice.user_id,
        issue_date: today,
        reason: request.reason.trim(),
        goods_returned: request.goods_returned,
        issued_by: adminId,
        payment_terms: invoice.payment_terms,
        subtotal_cents: subtotal,
        shipping_cents: shipping,
        tax_cents: tax,
        total_cents: subtotal + shipping + tax,
        billing_address: invoice.billing_address,
        shipping_address: invoice.shipping_address,
        customer_snapshot: invoice.customer_snapshot,
        seller_snapshot: invoice.seller_snapshot,
        items_snapshot: JSON.stringify(lines),
        issuer_snapshot: JSON.stringify(issuer),
        // The order's purchase reference, frozen on the note as on every document (decision 086).
        customer_reference: order.customer_reference,
        created_at: nowIso(),
        updated_at: nowIso(),
      });
      // What the note takes off the invoice's open amount (decision 078).
      await addCredited(trx, invoice.id, -(subtotal + shipping + tax));
      if (request.goods_returned) {
        const products = await orderProductsBySku(trx, invoice.order_id);
        // In product id order, as every writer of several products locks them (no deadlocks).
        const units = new Map<number, number>();
        for (const line of lines) {
          const productId = products.get(key(line.sku));
          if (line.kind === 'returned' && productId) units.set(productId, (units.get(productId) ?? 0) - line.quantity);
        }
        const returns = [...units].map(([productId, n]) => ({ productId, units: n })).sort((a, b) => a.productId - b.productId);
        for (const r of returns) await returnStock(trx, r.productId, r.units);
        await recordStockMoves(
          trx,
          ctx.actor,
          'credit_note',
          returns.map((r) => ({ productId: r.productId, delta: r.units })),
          number,
        );
      }
      await audit(trx, ctx, {
        action: 'credit_note.issue',
        entity: 'credit_note',
        entityId: id,
        after: {
          number,
          invoice: invoice.invoice_number,
          reason: request.reason.trim(),
          lines: lines.map((line) => ({
            sku: line.sku,
            quantity: line.quantity,
            kind: line.kind,
            ...(line.kind === 'price_correction' ? { from_cents: line.invoiced_unit_price_cents, to_cents: line.corrected_unit_price_cents } : {}),
          })),
          discount_cents: plan.discount,
          total_cents: subtotal + shipping + tax,
          goods_returned: request.goods_returned,
        },
      });
      await queueDocumentMail(ctx, trx, invoice.user_id, { document: 'credit_note', id, number });
      return id;
    }),
  );
  if (!replayed) ctx.metrics.creditNotesIssued.inc();
  return { value: await creditNoteById(ctx, id), replayed };
}

export async function creditNoteById(ctx: AppContext, id: number, userId?: number): Promise<CreditNote> {
  const [row] = await findCreditNoteRows(ctx.db, { id, ...(userId !== undefined ? { userId } : {}) });
  if (!row) throw fail('creditNoteNotFound');
  return toCreditNote(row);
}
