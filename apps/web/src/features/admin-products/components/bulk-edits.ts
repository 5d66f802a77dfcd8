import type { AdminProductView } from '@shop/domain';

/** A row's text read as a value: valid with its value, or no value at all. */
export type Parsed<V> = { valid: true; value: V } | { valid: false };

/**
 * What was typed into one row of a bulk page, with what the row held when the typing began: the
 * stored value and the product's version (sent with the save, so a product changed meanwhile refuses
 * it) and its name (a refusal names the row). Kept by product id across pages and filters (decision
 * 076), so what a save sends and what it refuses come from the edits alone, no page still loaded.
 */
export interface RowEdit<V> {
  text: string;
  stored: V;
  version: number | undefined;
  label: string;
}
export type RowEdits<V> = Record<number, RowEdit<V>>;

/** A row as the page shows it now: where a first keystroke starts from. */
interface RowStart<V> {
  id: number;
  stored: V;
  version: number | undefined;
  label: string;
}

/** One row that a save sends: the new value and the version the typing began on. */
interface RowChange<V> {
  id: number;
  value: V;
  version: number | undefined;
}

/**
 * One row's new text: removed when it is the stored value again (`isStored`), else kept with the
 * stored value and version of the first keystroke, so a list refreshed meanwhile does not hide
 * someone else's change from the save.
 */
export function withRowEdit<V>(edits: RowEdits<V>, start: RowStart<V>, text: string, isStored: (text: string, stored: V) => boolean): RowEdits<V> {
  const from = edits[start.id] ?? start;
  const next = { ...edits };
  if (isStored(text, from.stored)) delete next[start.id];
  else next[start.id] = { text, stored: from.stored, version: from.version, label: from.label };
  return next;
}

/** What a save of these edits sends (valid values other than the stored one) and what it refuses (text that is no value). */
export function editOutcome<V>(edits: RowEdits<V>, parse: (text: string) => Parsed<V>): { changes: Array<RowChange<V>>; invalid: Array<RowEdit<V>> } {
  const changes: Array<RowChange<V>> = [];
  const invalid: Array<RowEdit<V>> = [];
  for (const [id, edit] of Object.entries(edits)) {
    const parsed = parse(edit.text);
    if (!parsed.valid) invalid.push(edit);
    else if (parsed.value !== edit.stored) changes.push({ id: Number(id), value: parsed.value, version: edit.version });
  }
  return { changes, invalid };
}

/** How a row shows: its typed text (else the stored one), tinted when it differs from the stored value, red when it is no value. */
export function rowState<V>(edit: RowEdit<V> | undefined, storedText: string, parse: (text: string) => Parsed<V>) {
  if (edit === undefined) return { text: storedText, changed: false, invalid: false };
  const parsed = parse(edit.text);
  return { text: edit.text, changed: !parsed.valid || parsed.value !== edit.stored, invalid: !parsed.valid };
}

/** The edits without the rows of `ids` (saved ones). */
export function withoutRows<V>(edits: RowEdits<V>, ids: Iterable<number>): RowEdits<V> {
  const next = { ...edits };
  for (const id of ids) delete next[id];
  return next;
}

type Versioned = Pick<AdminProductView, 'id' | 'version'>;

/**
 * After a stale save, the rows typed into (`asked`) read again as they are now (`products`): typing on
 * products nobody changed meanwhile stays; changed or deleted ones show their stored value again.
 * Rows typed into while the reload ran were not asked and stay.
 */
export function keepUnchangedEdits<V>(edits: RowEdits<V>, asked: readonly number[], products: readonly Versioned[]): RowEdits<V> {
  const versions = new Map(products.map((product) => [product.id, product.version]));
  const checked = new Set(asked);
  const next: RowEdits<V> = {};
  for (const [id, edit] of Object.entries(edits)) {
    const key = Number(id);
    if (!checked.has(key) || (versions.has(key) && versions.get(key) === edit.version)) next[key] = edit;
  }
  return next;
}
