import { z } from 'zod';
import { vatOn, type CreditNote, lithuanianDate } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { audit } from '../audit/audit.service.ts';
import { lockOrder } from '../orders/orders.repository.ts';
import { returnStock } from '../orders/stock.repository.ts';
import { recordStockMoves } from '../stock-history/stock-history.service.ts';
import { issuerOf } from './document-issuer.ts';
import { queueDocumentMail } from './document-mail.ts';
import { invoiceRow } from './documents.repository.ts';
import { documentLineSchema, toCreditNote, type DocumentLine } from './documents.view.ts';
import { creditedOn, findCreditNoteRows, insertCreditNote, orderProductsBySku } from './credit-notes.repository.ts';
import { takeNumber } from './numbering.repository.ts';
import { readSettings } from './settings.repository.ts';

export const CREDIT_NOTE_CREATED = 'Credit note created';

export interface CreditNoteRequest {
  reason: string;
  /** The lines by SKU and how many units of each; every line still on the invoice when left out. */
  items?: Array<{ sku: string; quantity: number }> | undefined;
  /** The goods came back: their units return to stock. */
  goods_returned: boolean;
}

const linesOf = (snapshot: string) => z.array(documentLineSchema).parse(JSON.parse(snapshot));
const key = (sku: string) => sku.trim().toLowerCase();

/** Units of each SKU (by key) still on the invoice after the credit notes already issued on it. */
function unitsLeft(invoiceLines: DocumentLine[], credited: Array<{ items_snapshot: string }>): Map<string, number> {
  const left = new Map<string, number>();
  for (const line of invoiceLines) left.set(key(line.sku), (left.get(key(line.sku)) ?? 0) + line.quantity);
  for (const note of credited)
    for (const line of linesOf(note.items_snapshot)) left.set(key(line.sku), (left.get(key(line.sku)) ?? 0) + line.quantity);
  return left;
}

/** The units asked for, checked against what is left: every line's remainder when no lines are given. */
function unitsAsked(request: CreditNoteRequest, left: Map<string, number>, invoiceNumber: string): Map<string, number> {
  if (!request.items) return new Map([...left].filter(([, units]) => units > 0));
  const asked = new Map<string, number>();
  for (const item of request.items) {
    const sku = key(item.sku);
    if (!left.has(sku)) throw fail('creditLineUnknown', { sku: item.sku, number: invoiceNumber });
    if (asked.has(sku)) throw fail('creditLineRepeated', { sku: item.sku });
    const units = left.get(sku) ?? 0;
    if (item.quantity > units) throw fail(units === 0 ? 'nothingToCreditLine' : 'creditTooMuch', { sku: item.sku, left: units });
    asked.set(sku, item.quantity);
  }
  return asked;
}

/**
 * Issues a credit note on an invoice: the invoice's order locked (documents of one order take turns),
 * what is left to credit read under that lock, the next number of the credit-note series taken and the
 * document written in one transaction, with the customer's mail. A credit note that leaves nothing on
 * the invoice credits exactly what is left of its amounts (the fee and every cent of VAT); a partial one
 * credits its lines and their VAT.
 */
export async function createCreditNote(ctx: AppContext, invoiceId: number, request: CreditNoteRequest, adminId: number): Promise<CreditNote> {
  const id = await inTransaction(ctx, async (trx) => {
    const owner = await invoiceRow(trx, invoiceId);
    if (!owner) throw fail('invoiceNotFound');
    await lockOrder(trx, ctx.engine, owner.order_id);
    const invoice = (await invoiceRow(trx, invoiceId))!;
    if (invoice.status === 'cancelled') throw fail('creditCancelledInvoice');
    const invoiceLines = linesOf(invoice.items_snapshot);
    const credited = await creditedOn(trx, invoice.id);
    const left = unitsLeft(invoiceLines, credited);
    const asked = unitsAsked(request, left, invoice.invoice_number);
    if (asked.size === 0) throw fail('nothingToCredit', { number: invoice.invoice_number });

    const lines = invoiceLines.flatMap((line) => {
      const units = asked.get(key(line.sku));
      return units ? [{ ...line, quantity: -units, total_price_cents: -units * line.unit_price_cents }] : [];
    });
    const closesInvoice = [...left].every(([sku, units]) => units === (asked.get(sku) ?? 0));
    const already = (column: 'subtotal_cents' | 'shipping_cents' | 'tax_cents') => credited.reduce((sum, note) => sum + note[column], 0);
    const subtotal = closesInvoice
      ? -(invoice.subtotal_cents + already('subtotal_cents'))
      : lines.reduce((sum, line) => sum + line.total_price_cents, 0);
    const shipping = closesInvoice ? -(invoice.shipping_cents + already('shipping_cents')) : 0;
    const tax = closesInvoice ? -(invoice.tax_cents + already('tax_cents')) : vatOn(subtotal);

    const today = lithuanianDate(ctx.now());
    const settings = await readSettings(trx);
    const number = await takeNumber(trx, 'credit_note', settings, Number(today.slice(0, 4)));
    const id = await insertCreditNote(trx, {
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
      issuer_snapshot: JSON.stringify(await issuerOf(ctx, trx, settings)),
      created_at: nowIso(),
      updated_at: nowIso(),
    });
    if (request.goods_returned) {
      const products = await orderProductsBySku(trx, invoice.order_id);
      // In product id order, as every writer of several products locks them (no deadlocks).
      const returns = lines
        .map((line) => ({ productId: products.get(key(line.sku)) ?? null, units: -line.quantity }))
        .filter((r): r is { productId: number; units: number } => r.productId !== null)
        .sort((a, b) => a.productId - b.productId);
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
        lines: lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
        total_cents: subtotal + shipping + tax,
        goods_returned: request.goods_returned,
      },
    });
    await queueDocumentMail(ctx, trx, invoice.user_id, { document: 'credit_note', id, number });
    return id;
  });
  return creditNoteById(ctx, id);
}

export async function creditNoteById(ctx: AppContext, id: number, userId?: number): Promise<CreditNote> {
  const [row] = await findCreditNoteRows(ctx.db, { id, ...(userId !== undefined ? { userId } : {}) });
  if (!row) throw fail('creditNoteNotFound');
  return toCreditNote(row);
}

export async function listCreditNotes(ctx: AppContext, filter: { userId?: number; invoiceId?: number | undefined; orderId?: number | undefined }) {
  const { invoiceId, orderId, ...rest } = filter;
  return (
    await findCreditNoteRows(ctx.db, { ...rest, ...(invoiceId !== undefined ? { invoiceId } : {}), ...(orderId !== undefined ? { orderId } : {}) })
  ).map(toCreditNote);
}
