import type { Tx } from '../../db/transaction.ts';
import { takenSlugs } from './product-import.repository.ts';

/**
 * Product addresses for an import's new and renamed products (decision 071), numbered as the product
 * form numbers them (`base`, `base-2`, `base-3`…, the lowest free first), for a whole batch at once:
 * each round asks in one statement which of the batch's next candidates products already have, and
 * numbers in memory. A thousand rows sharing brand, name and weight cost a statement or two per
 * batch, not one per number tried (n²/2 statements before). Where the numbering left off for a base is
 * kept for the next batches of the file, whose own rows it has seen.
 */
export class SlugNumbering {
  readonly #trx: Tx;
  /** Per base, the lowest number not yet known taken. */
  readonly #next = new Map<string, number>();

  constructor(trx: Tx) {
    this.#trx = trx;
  }

  /** A free slug for each base, in order; equal bases get different numbers. */
  async assign(bases: readonly string[]): Promise<string[]> {
    const slugs: string[] = new Array(bases.length);
    const waiting = new Map<string, number[]>();
    for (const [index, base] of bases.entries()) {
      const rows = waiting.get(base);
      if (rows) rows.push(index);
      else waiting.set(base, [index]);
    }
    // Two bases may give the same candidate ("mint-2" is "mint" numbered 2): a slug given in this batch is taken.
    const given = new Set<string>();
    for (let round = 0; waiting.size > 0; round++) {
      const windows = [...waiting].map(([base, rows]) => {
        const from = this.#next.get(base) ?? 1;
        // The first round asks for as many numbers as rows; later ones (numbers were taken) for twice as many.
        const candidates = Array.from({ length: rows.length * (round === 0 ? 1 : 2) }, (_, offset) => slugOf(base, from + offset));
        return { base, rows, from, candidates };
      });
      const taken = await takenSlugs(
        this.#trx,
        windows.flatMap((window) => window.candidates),
      );
      for (const { base, rows, from, candidates } of windows) {
        let last = from - 1;
        for (const [offset, slug] of candidates.entries()) {
          if (rows.length === 0) break;
          if (taken.has(slug) || given.has(slug)) continue;
          given.add(slug);
          slugs[rows.shift()!] = slug;
          last = from + offset;
        }
        if (rows.length === 0) {
          waiting.delete(base);
          this.#next.set(base, last + 1);
        } else this.#next.set(base, from + candidates.length);
      }
    }
    return slugs;
  }
}

const slugOf = (base: string, n: number) => (n === 1 ? base : `${base}-${n}`);

/** Whether `slug` is `base` or `base` numbered: a renamed product whose address already fits its new name keeps it. */
export const fitsBase = (slug: string, base: string) => slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)));
