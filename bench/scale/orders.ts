import {
  addDays,
  documentPaymentTerms,
  formatDocumentNumber,
  linesLeft,
  orderNumber,
  orderTotals,
  paymentTermsLineText,
  planCreditNote,
  storedPaymentTermsRule,
  type OrderStatus,
} from '@shop/domain';
import { listedColumns } from '../../apps/api/src/modules/documents/document-listing.ts';
import type { DocumentLine } from '../../apps/api/src/modules/documents/documents.view.ts';
import { orderListedColumns } from '../../apps/api/src/modules/orders/orders.repository.ts';
import { orderLineRow } from '../../apps/api/src/modules/orders/orders.service.ts';
import { DEFAULT_SETTINGS } from '../../apps/api/src/modules/settings/seller.repository.ts';
import { dayOf, isoOf, plusDays, randomOf } from './calendar.ts';
import type { Product } from './catalogue.ts';
import { CANCEL_REASONS } from './names.ts';
import { ISSUER, type Customer } from './people.ts';
import type { Row } from './bulk-writer.ts';
import { paymentMaker } from './payments.ts';

/**
 * Orders, their lines and their documents, one order at a time, in the order they were placed: an
 * ended order has its invoice (issued three days after the order), some orders a pre-invoice (the
 * day after; converted by the invoice, cancelled with the order), some invoices a credit note (a
 * week later), and the payments received against them (payments.ts). Amounts are the domain's
 * (orderTotals, planCreditNote), snapshots the customer's as the app freezes them, numbers the shop's
 * series, consecutive per year.
 */

type Series = 'invoice' | 'pre_invoice' | 'credit_note';
const PREFIX = {
  invoice: DEFAULT_SETTINGS.invoice_prefix,
  pre_invoice: DEFAULT_SETTINGS.pre_invoice_prefix,
  credit_note: DEFAULT_SETTINGS.credit_note_prefix,
};

/** The last number taken in each series and year (document_counters at the end). */
export class Counters {
  readonly last = new Map<string, number>();
  take(series: Series, day: string): string {
    const year = Number(day.slice(0, 4));
    const key = `${series}:${year}`;
    const n = (this.last.get(key) ?? 0) + 1;
    this.last.set(key, n);
    return formatDocumentNumber(DEFAULT_SETTINGS.number_pattern, PREFIX[series], n, DEFAULT_SETTINGS.number_padding, year);
  }
  rows(): Row[] {
    return [...this.last].map(([key, last_number]) => {
      const [kind, year] = key.split(':');
      return { kind, year: Number(year), last_number };
    });
  }
}

interface OrderPlan {
  /** How many orders of all, of which how many are to be invoiced, pre-invoiced and credited. */
  orders: number;
  invoices: number;
  preInvoices: number;
  creditNotes: number;
  /** Orders of the big customer (the first one). */
  bigCustomerOrders: number;
}

/** Picks each order's customer: the big one its exact share, four more large ones 1 % each, the rest falling off by rank. */
function customerPicker(customers: readonly Customer[], plan: OrderPlan, random: () => number) {
  const rest = customers.slice(1);
  const large = Math.min(4, rest.length);
  const tail = rest.slice(large).reduce((sum, _, rank) => sum + 1 / (rank + 5) ** 0.6, 0);
  // Each large one's weight such that it gets 1 % of all orders: w = share × tail / (1 − 4 × share).
  const share = (0.01 * plan.orders) / Math.max(1, plan.orders - plan.bigCustomerOrders);
  const largeWeight = tail > 0 ? (share * tail) / (1 - large * share) : 1;
  const cumulative: number[] = [];
  let sum = 0;
  rest.forEach((_, rank) => {
    sum += rank < large ? largeWeight : 1 / (rank + 1) ** 0.6;
    cumulative.push(sum);
  });
  const total = sum;
  let bigLeft = plan.bigCustomerOrders;
  let ordersLeft = plan.orders;
  return (): Customer => {
    const big = random() * ordersLeft < bigLeft;
    ordersLeft--;
    if (big) {
      bigLeft--;
      return customers[0]!;
    }
    const at = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < at) lo = mid + 1;
      else hi = mid;
    }
    return rest[lo]!;
  };
}

export interface Batch {
  orders: Row[];
  order_items: Row[];
  pre_invoices: Row[];
  invoices: Row[];
  credit_notes: Row[];
  payments: Row[];
}

export function orderMaker(input: {
  plan: OrderPlan;
  moments: Float64Array;
  now: number;
  customers: readonly Customer[];
  products: readonly Product[];
  seller: string;
  adminId: number;
  counters: Counters;
}) {
  const { plan, moments, now, customers, products, counters } = input;
  const random = randomOf(42);
  const pickCustomer = customerPicker(customers, plan, random);
  const money = paymentMaker(input.adminId);
  const today = dayOf(now);
  const issuer = JSON.stringify(ISSUER);
  const openFrom = plusDays(now, -10);
  // Orders old enough to be ended or cancelled; the invoices asked for are among them, the rest cancelled.
  let closable = moments.findIndex((m) => m >= openFrom);
  if (closable < 0) closable = moments.length;
  let toInvoice = Math.min(plan.invoices, closable);
  let closableLeft = closable;
  const preChance = plan.preInvoices / plan.orders;
  const creditChance = plan.creditNotes / plan.invoices;
  let lineId = 0;
  let preId = 0;
  let invoiceId = 0;
  let creditId = 0;

  return function make(index: number, batch: Batch): void {
    const id = index + 1;
    const placed = moments[index]!;
    const customer = pickCustomer();
    const createdAt = isoOf(placed);
    const number = orderNumber(id, new Date(placed));
    // 1–10 distinct products, 5.1 on average; quantities in the product's minimum steps.
    const count = Math.min(10, 1 + Math.floor(random() * 9.2));
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(Math.floor(random() * products.length));
    const lines: DocumentLine[] = [];
    for (const at of chosen) {
      const product = products[at]!;
      const quantity = product.min_order_quantity * (1 + Math.floor(random() * 4));
      const unit = product.wholesale_price_cents;
      batch.order_items.push({ id: ++lineId, ...orderLineRow(id, product, quantity, unit) });
      lines.push({
        brand: product.brand,
        name: product.name,
        flavor: product.flavor,
        weight: product.weight,
        sku: product.sku,
        quantity,
        unit_price_cents: unit,
        total_price_cents: unit * quantity,
      });
    }
    const totals = orderTotals(lines.map((line) => ({ unitCents: line.unit_price_cents, quantity: line.quantity })));
    const age = now - placed;
    let status: OrderStatus;
    let invoiced = false;
    if (index < closable) {
      invoiced = random() * closableLeft < toInvoice;
      closableLeft--;
      if (invoiced) toInvoice--;
      status = invoiced ? 'ended' : 'cancelled';
    } else if (age < 86_400_000) status = 'received';
    else if (age < 3 * 86_400_000) status = 'confirmed';
    else status = (['payed', 'processing', 'sent'] as const)[Math.floor(random() * 3)]!;
    const changedAt = status === 'received' ? createdAt : isoOf(Math.min(now, plusDays(placed, status === 'confirmed' ? 0.2 : 3)));
    const notes = random() < 0.08 ? 'Pristatyti iki 12 val., prašome paskambinti prieš atvykstant.' : null;
    batch.orders.push({
      id,
      order_number: number,
      user_id: customer.id,
      status,
      subtotal_cents: totals.subtotal,
      shipping_cents: totals.shipping,
      tax_cents: totals.tax,
      total_cents: totals.total,
      shipping_address: customer.orderShipping,
      billing_address: null,
      notes,
      customer_snapshot: customer.orderSnapshot,
      idempotency_key: null,
      ...orderListedColumns(number, customer.billing, customer.shipping),
      created_at: createdAt,
      updated_at: changedAt,
    });
    const documentColumns = (issuedAt: number) => ({
      order_id: id,
      user_id: customer.id,
      issue_date: dayOf(issuedAt),
      subtotal_cents: totals.subtotal,
      shipping_cents: totals.shipping,
      tax_cents: totals.tax,
      total_cents: totals.total,
      billing_address: customer.billingText,
      shipping_address: customer.shippingText,
      customer_snapshot: customer.documentBuyer,
      seller_snapshot: input.seller,
      items_snapshot: JSON.stringify(lines),
      issuer_snapshot: issuer,
      created_at: isoOf(issuedAt),
      updated_at: isoOf(issuedAt),
    });

    let preInvoice: Row | null = null;
    const preAt = plusDays(placed, 1);
    if (status !== 'received' && preAt < now && random() < preChance) {
      const issueDate = dayOf(preAt);
      const validUntil = addDays(issueDate, 7);
      const percentage = random() < 0.7 ? 100 : 30;
      const terms = documentPaymentTerms({ kind: 'pre_invoice', issueDate, validUntil, prepaymentPercentage: percentage });
      const paid = status === 'ended' || status === 'payed' || status === 'processing' || status === 'sent';
      const preNumber = counters.take('pre_invoice', issueDate);
      preInvoice = {
        id: ++preId,
        ...documentColumns(preAt),
        ...listedColumns(preNumber, number, customer.billing),
        pre_invoice_number: preNumber,
        status: status === 'cancelled' ? 'cancelled' : status === 'confirmed' ? 'sent' : paid ? 'paid' : 'sent',
        due_date: terms.dueDate,
        paid_date: paid ? addDays(issueDate, 2) : null,
        payment_terms: paymentTermsLineText(terms.line),
        payment_terms_rule: null,
        notes: null,
        valid_until: validUntil,
        prepayment_percentage: percentage,
        prepayment_cents: Math.round((totals.total * percentage) / 100),
        converted_invoice_id: null,
      };
      batch.pre_invoices.push(preInvoice);
      money.preInvoice(preInvoice, batch.payments);
    }

    if (!invoiced) return;
    const invoiceAt = plusDays(placed, 3);
    const issueDate = dayOf(invoiceAt);
    const terms = documentPaymentTerms({ kind: 'invoice', rule: customer.terms, issueDate });
    const paidInFull = preInvoice?.status === 'paid' && Number(preInvoice.prepayment_cents) >= totals.total;
    const settledBy = money.settledBy(addDays(terms.dueDate, -Math.floor(random() * 10)), terms.dueDate);
    const paid = paidInFull || settledBy < today;
    const thisInvoice = ++invoiceId;
    const invoiceNumber = counters.take('invoice', issueDate);
    if (preInvoice) {
      preInvoice.status = 'converted';
      preInvoice.converted_invoice_id = thisInvoice;
    }
    const invoice: Row = {
      id: thisInvoice,
      ...documentColumns(invoiceAt),
      ...listedColumns(invoiceNumber, number, customer.billing),
      invoice_number: invoiceNumber,
      status: paid ? 'paid' : terms.dueDate < today ? 'overdue' : 'sent',
      due_date: terms.dueDate,
      paid_date: paidInFull ? (preInvoice!.paid_date as string) : paid ? [settledBy, issueDate].sort()[1] : null,
      payment_terms: paymentTermsLineText(terms.line),
      payment_terms_rule: storedPaymentTermsRule(customer.terms),
      notes,
      pre_invoice_id: preInvoice ? preInvoice.id : null,
    };
    batch.invoices.push(invoice);
    money.invoice(invoice, creditNote(), preInvoice, today, batch.payments);

    /** Some invoices' credit note, a week after; what it took off (positive cents), 0 when none. */
    function creditNote(): number {
      const creditAt = plusDays(invoiceAt, 7);
      if (creditAt >= now || random() >= creditChance) return 0;
      // Units of the first line came back: the domain plans the note as the credit-note screen would ask it.
      const returned = lines[0]!;
      const credit = planCreditNote(
        linesLeft(lines, []),
        { subtotal: totals.subtotal, shipping: totals.shipping, tax: totals.tax },
        { items: [{ sku: returned.sku, quantity: Math.max(1, Math.floor(returned.quantity / 2)) }] },
      );
      if (!('lines' in credit)) return 0;
      const described = new Map(lines.map((line) => [line.sku, line]));
      const creditLines: DocumentLine[] = credit.lines.map((line) => ({
        ...described.get(line.sku)!,
        quantity: line.quantity,
        unit_price_cents: line.unitCents,
        total_price_cents: line.totalCents,
        kind: line.kind,
      }));
      const creditDate = dayOf(creditAt);
      const creditNumber = counters.take('credit_note', creditDate);
      batch.credit_notes.push({
        id: ++creditId,
        ...listedColumns(creditNumber, number, customer.billing),
        credit_note_number: creditNumber,
        invoice_id: thisInvoice,
        order_id: id,
        user_id: customer.id,
        issue_date: creditDate,
        reason: CANCEL_REASONS[creditId % CANCEL_REASONS.length],
        goods_returned: true,
        issued_by: input.adminId,
        payment_terms: invoice.payment_terms,
        subtotal_cents: credit.subtotal,
        shipping_cents: credit.shipping,
        tax_cents: credit.tax,
        total_cents: credit.subtotal + credit.shipping + credit.tax,
        billing_address: customer.billingText,
        shipping_address: customer.shippingText,
        customer_snapshot: customer.documentBuyer,
        seller_snapshot: input.seller,
        items_snapshot: JSON.stringify(creditLines),
        issuer_snapshot: issuer,
        created_at: isoOf(creditAt),
        updated_at: isoOf(creditAt),
      });
      return -(credit.subtotal + credit.shipping + credit.tax);
    }
  };
}
