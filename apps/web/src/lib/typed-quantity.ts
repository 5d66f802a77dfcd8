/**
 * Quantities typed into a cart line or a product page (spec 5, decision 058): whole numbers from the
 * minimum order to the stock. A quantity out of range is brought into it and the reader is told; text
 * that is no whole number ("abc", "", "4.5") keeps the quantity it had, and the reader is told why.
 */

/** What happened to a typed quantity, for the sentence under the field. */
export type QuantityNote = { kind: 'notWhole'; text: string; kept: number } | { kind: 'capped'; limit: number } | { kind: 'raised'; limit: number };

interface TypedQuantity {
  quantity: number;
  note: QuantityNote | null;
}

/** A quantity inside [min, max]; when the stock is below the minimum, the minimum wins (the server refuses it at checkout). */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(Math.round(value), min), Math.max(min, max));
}

/** Reads what was typed, against the quantity the field had before. */
export function readTypedQuantity(text: string, { previous, min, max }: { previous: number; min: number; max: number }): TypedQuantity {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return { quantity: previous, note: { kind: 'notWhole', text: trimmed, kept: previous } };
  const typed = Number(trimmed);
  const quantity = clampQuantity(typed, min, max);
  if (quantity < typed) return { quantity, note: { kind: 'capped', limit: quantity } };
  if (quantity > typed) return { quantity, note: { kind: 'raised', limit: quantity } };
  return { quantity, note: null };
}
