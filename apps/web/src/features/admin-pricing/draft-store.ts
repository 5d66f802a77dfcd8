import { useCallback, useSyncExternalStore } from 'react';
import { moneyText } from '@/lib/money-text.ts';
import { cellUpdate, isInvalidPrice } from './pricing-utils.ts';

/**
 * The price inputs of the paged price tables (decision 077). Each cell subscribes to its own key, so a
 * keystroke or a template re-renders only the cells it changes, never the whole table.
 * `original` holds the stored prices of every page loaded so far (each page's read adds its cells,
 * `remember`), `drafts` only what the administrator typed, on any page: both outlive paging and
 * filtering, so Save All Prices sends every typed cell without a page still being loaded.
 * `savedVersions` holds each stored price's version; `draftBases` the version a cell had when typing
 * into it began, which the save sends back (0: no price was stored), so a price someone else changed
 * meanwhile refuses the save (409 STALE_WRITE) instead of being overwritten.
 */
export class PriceDraftStore<K extends string | number> {
  private original = new Map<K, number>();
  private drafts = new Map<K, string>();
  private savedVersions = new Map<K, number>();
  private draftBases = new Map<K, number>();
  private keyListeners = new Map<K, Set<() => void>>();
  private allListeners = new Set<() => void>();
  private version = 0;

  /**
   * The stored prices (and versions) of the cells `keys` as a page's read answered them, a cell
   * without a stored price among `keys` too; cells of other pages stay as they were known. Typed
   * values stay, with the versions they began at.
   */
  remember(keys: Iterable<K>, prices: Map<K, number>, versions: Map<K, number>): void {
    const changed: K[] = [];
    for (const key of keys) {
      const price = prices.get(key);
      if (price === undefined) {
        this.original.delete(key);
        this.savedVersions.delete(key);
      } else {
        this.original.set(key, price);
        this.savedVersions.set(key, versions.get(key) ?? 0);
      }
      changed.push(key);
    }
    this.emit(changed);
  }

  /** The version to send with this cell's price: the stored one when typing began, else the stored one now, 0 without a stored price. */
  baseVersion(key: K): number {
    return this.draftBases.get(key) ?? this.savedVersions.get(key) ?? 0;
  }

  /**
   * After a refused save, the server's prices and versions of the cells `keys` read again (those
   * typed into, on whichever page): drafts of cells whose stored price changed meanwhile are
   * dropped (the cell shows the new price); the others stay. Answers how many were dropped.
   */
  reloadOriginal(keys: Iterable<K>, prices: Map<K, number>, versions: Map<K, number>): number {
    const read = [...keys];
    this.remember(read, prices, versions);
    const dropped = read.filter((key) => this.drafts.has(key) && this.baseVersion(key) !== (this.savedVersions.get(key) ?? 0));
    for (const key of dropped) {
      this.drafts.delete(key);
      this.draftBases.delete(key);
    }
    if (dropped.length > 0) this.emit(dropped);
    return dropped.length;
  }

  /** Every cell typed into, on any page. */
  draftedKeys(): K[] {
    return [...this.drafts.keys()];
  }

  getOriginal(key: K): number | undefined {
    return this.original.get(key);
  }

  /** The text an input shows: what was typed, else the saved price. */
  getText(key: K): string {
    const draft = this.drafts.get(key);
    if (draft !== undefined) return draft;
    const saved = this.original.get(key);
    return saved === undefined ? '' : moneyText(saved);
  }

  setText(key: K, text: string): void {
    this.noteBase(key);
    this.drafts.set(key, text);
    this.emit([key]);
  }

  setMany(entries: Iterable<[K, string]>): number {
    const keys: K[] = [];
    for (const [key, text] of entries) {
      this.noteBase(key);
      this.drafts.set(key, text);
      keys.push(key);
    }
    this.emit(keys);
    return keys.length;
  }

  clearDraft(key: K): void {
    this.draftBases.delete(key);
    if (this.drafts.delete(key)) this.emit([key]);
  }

  /** Forget every typed value (Discard Changes). */
  reset(): void {
    const changed = [...this.drafts.keys()];
    this.drafts.clear();
    this.draftBases.clear();
    this.emit(changed);
  }

  /** Forget the typed values and the stored prices known (every custom price of the customer was cleared); the next reads fill them again. */
  forget(): void {
    const changed = new Set<K>([...this.drafts.keys(), ...this.original.keys()]);
    this.drafts.clear();
    this.draftBases.clear();
    this.original.clear();
    this.savedVersions.clear();
    this.emit(changed);
  }

  /** Record saved values as the new originals (0 or '' removed) and drop their drafts. */
  commit(updates: Iterable<[K, number | '']>): void {
    const keys: K[] = [];
    for (const [key, price] of updates) {
      if (price === '' || price === 0) this.original.delete(key);
      else this.original.set(key, price);
      this.drafts.delete(key);
      this.draftBases.delete(key);
      keys.push(key);
    }
    this.emit(keys);
  }

  /** The cells whose typed text is no amount (decision 061): a save names them instead of skipping them. */
  invalidKeys(): K[] {
    return [...this.drafts].filter(([, text]) => isInvalidPrice(text)).map(([key]) => key);
  }

  /** Every edited cell that differs from its saved price, with the value to send. */
  changes(): Array<[K, number | '']> {
    const result: Array<[K, number | '']> = [];
    for (const [key, text] of this.drafts) {
      const update = cellUpdate(text, this.original.get(key));
      if (update !== null) result.push([key, update]);
    }
    return result;
  }

  subscribeKey(key: K, listener: () => void): () => void {
    let set = this.keyListeners.get(key);
    if (!set) {
      set = new Set();
      this.keyListeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.keyListeners.delete(key);
    };
  }

  subscribeAll(listener: () => void): () => void {
    this.allListeners.add(listener);
    return () => this.allListeners.delete(listener);
  }

  getVersion(): number {
    return this.version;
  }

  /** The first keystroke in a cell records the version its stored price had then. */
  private noteBase(key: K): void {
    if (!this.draftBases.has(key)) this.draftBases.set(key, this.savedVersions.get(key) ?? 0);
  }

  private emit(keys: Iterable<K>): void {
    this.version += 1;
    for (const key of keys) for (const listener of this.keyListeners.get(key) ?? []) listener();
    for (const listener of this.allListeners) listener();
  }
}

/** One cell's text, re-rendering only when that cell changes. */
export function useDraftText<K extends string | number>(store: PriceDraftStore<K>, key: K): string {
  const subscribe = useCallback((listener: () => void) => store.subscribeKey(key, listener), [store, key]);
  return useSyncExternalStore(subscribe, () => store.getText(key));
}

/** A number that changes with every edit: for summaries such as the count of unsaved changes. */
export function useDraftVersion<K extends string | number>(store: PriceDraftStore<K>): number {
  const subscribe = useCallback((listener: () => void) => store.subscribeAll(listener), [store]);
  return useSyncExternalStore(subscribe, () => store.getVersion());
}
