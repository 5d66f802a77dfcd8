import {
  type AmountsLeft,
  type CreateCreditNote,
  type CreditableLine,
  type CreditNote,
  type CreditPlan,
  type CreditRefusal,
  eurosToCents,
  type Invoice,
  type LineLeft,
  linesLeft,
  planCreditNote,
} from '@shop/domain';
import { parseMoneyText } from '@/lib/money-text.ts';

/**
 * The credit-note form's draft read as a request, with the domain's own plan of it (decision 055): the
 * same rules the API applies, so the preview shows what will be credited or why it would be refused.
 */

export type LineMode = 'returned' | 'price_correction';
export interface LineDraft {
  mode: LineMode;
  /** Units, as typed; empty leaves the line out. */
  quantity: string;
  /** The corrected net unit price, as typed ("12,50" or "12.50"). */
  price: string;
}
export interface CreditDraft {
  /** Every unit still on the invoice, or the lines, corrections and discount chosen. */
  scope: 'all' | 'chosen';
  lines: Record<string, LineDraft>;
  /** Net euros off the whole invoice, as typed; empty for none. */
  discount: string;
}

export const emptyLine: LineDraft = { mode: 'returned', quantity: '', price: '' };
const cents = (euros: number | null | undefined) => (euros === null || euros === undefined ? undefined : eurosToCents(euros));

/** A document's lines in cents, as the API stores them. */
function stored(items: ReadonlyArray<Invoice['items'][number] | CreditNote['items'][number]>): CreditableLine[] {
  return items.map((item) => ({
    sku: item.sku,
    quantity: item.quantity,
    unit_price_cents: eurosToCents(item.unit_price),
    total_price_cents: eurosToCents(item.total_price),
    ...('kind' in item
      ? { kind: item.kind, invoiced_unit_price_cents: cents(item.invoiced_unit_price), corrected_unit_price_cents: cents(item.corrected_unit_price) }
      : {}),
  }));
}

/** The units left on each line of the invoice after its credit notes, with their prices. */
export function leftOn(invoice: Pick<Invoice, 'items'>, notes: readonly Pick<CreditNote, 'items'>[]): Map<string, LineLeft> {
  return linesLeft(
    stored(invoice.items),
    notes.map((note) => stored(note.items)),
  );
}

/** The invoice's amounts not yet credited, in cents. */
export function amountsLeftOn(invoice: Invoice, notes: readonly CreditNote[]): AmountsLeft {
  const sum = (pick: (doc: Invoice | CreditNote) => number) =>
    eurosToCents(pick(invoice)) + notes.reduce((s, note) => s + eurosToCents(pick(note)), 0);
  return { subtotal: sum((doc) => doc.subtotal), shipping: sum((doc) => doc.shipping_amount), tax: sum((doc) => doc.tax_amount) };
}

/** Where the draft cannot be read: the field (`<sku>.quantity`, `<sku>.price`, `discount`, `lines`) and its problem's key. */
export type DraftErrors = Record<string, 'quantityInvalid' | 'amountInvalid' | 'priceInvalid' | 'chooseLines'>;

type DraftReading =
  | { errors: DraftErrors }
  | { body: Omit<CreateCreditNote, 'reason' | 'goods_returned'>; plan: CreditPlan }
  | { body: Omit<CreateCreditNote, 'reason' | 'goods_returned'>; refusal: CreditRefusal };

/** Reads the draft: the request it makes and the plan of it, or what to fix first. */
export function readDraft(draft: CreditDraft, left: ReadonlyMap<string, LineLeft>, amounts: AmountsLeft): DraftReading {
  if (draft.scope === 'all') {
    const body = {};
    const plan = planCreditNote(left, amounts, {});
    return 'lines' in plan ? { body, plan } : { body, refusal: plan };
  }
  const errors: DraftErrors = {};
  const items: NonNullable<CreateCreditNote['items']> = [];
  for (const [sku, line] of Object.entries(draft.lines)) {
    if (line.quantity.trim() === '') continue;
    const quantity = Number(line.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) errors[`${sku}.quantity`] = 'quantityInvalid';
    if (line.mode === 'returned') {
      items.push({ sku, quantity });
      continue;
    }
    const price = parseMoneyText(line.price);
    if (price === null) errors[`${sku}.price`] = 'priceInvalid';
    else items.push({ sku, quantity, unit_price: price / 100 });
  }
  let discount: number | undefined;
  if (draft.discount.trim() !== '') {
    const parsed = parseMoneyText(draft.discount);
    if (parsed === null || parsed === 0) errors.discount = 'amountInvalid';
    else discount = parsed;
  }
  if (Object.keys(errors).length === 0 && items.length === 0 && discount === undefined) errors.lines = 'chooseLines';
  if (Object.keys(errors).length > 0) return { errors };
  const body = { ...(items.length ? { items } : {}), ...(discount !== undefined ? { discount_amount: discount / 100 } : {}) };
  const plan = planCreditNote(left, amounts, {
    ...(items.length ? { items: items.map((item) => ({ sku: item.sku, quantity: item.quantity, unitPriceCents: cents(item.unit_price) })) } : {}),
    ...(discount !== undefined ? { discountCents: discount } : {}),
  });
  return 'lines' in plan ? { body, plan } : { body, refusal: plan };
}
