import type { ProductView } from '@shop/domain';

/** What was typed into one row of a bulk page, with the product's version when the typing began. */
export interface RowEdit {
  text: string;
  version: number | undefined;
}
export type RowEdits = Record<number, RowEdit>;

type Versioned = Pick<ProductView, 'id' | 'version'>;

/**
 * One row's new text: removed when it equals the stored value, else kept with the version of the
 * first keystroke, so a list refreshed meanwhile does not hide someone else's change from the save.
 */
export function withRowEdit(edits: RowEdits, product: Versioned, text: string, sameAsStored: boolean): RowEdits {
  const next = { ...edits };
  if (sameAsStored) delete next[product.id];
  else next[product.id] = { text, version: edits[product.id]?.version ?? product.version };
  return next;
}

/** After a stale save and a reload: typing on products nobody changed meanwhile stays; the others show their stored value again. */
export function keepUnchangedEdits(edits: RowEdits, products: readonly Versioned[]): RowEdits {
  const versions = new Map(products.map((product) => [product.id, product.version]));
  const next: RowEdits = {};
  for (const [id, edit] of Object.entries(edits)) {
    const key = Number(id);
    if (versions.has(key) && versions.get(key) === edit.version) next[key] = edit;
  }
  return next;
}
