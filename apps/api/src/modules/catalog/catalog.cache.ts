import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { ProductSort } from '@shop/domain';
import type { DB, ProductsTable } from '../../db/schema.ts';
import { foldForSearch } from '../../db/search-text.ts';
import { getSettings } from '../settings/settings.service.ts';
import type { ProductQuery } from './catalog.repository.ts';

/**
 * In-process read cache of the catalogue (decision 006), on SQLite only.
 *
 * Everything cached is tagged with the database's change counter: SQLite's `total_changes()` (every
 * row this process's one connection inserted, updated or deleted, whatever module or test wrote it)
 * and `PRAGMA data_version` (commits of any other connection). Each request reads the counter once
 * (one tiny statement); when it moved, everything cached is dropped. So no write path needs a hook and
 * a write is visible in the very next request. The counter is read before the data it tags, so cached
 * data is never older than its tag. On PostgreSQL several processes may share the database and no
 * counter is this cheap and exact, so nothing is cached there (`version` is null).
 */

export type ProductBaseRow = Selectable<ProductsTable>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The database's change counter as this request read it (see CatalogCache.versionOf). */
    dataVersion: Promise<string | null> | null;
  }
}

const NO_VERSION = Promise.resolve(null);

export interface CatalogSnapshot {
  /** Every product, active or not, in the default order (brand, name, weight, id). */
  rows: ProductBaseRow[];
  byId: Map<number, ProductBaseRow>;
  bySlug: Map<string, ProductBaseRow>;
  /** user type → product id → cents. */
  userTypePrices: Map<string, Map<number, number>>;
  visibleToVisitors: boolean;
  /** Distinct brands of active products, sorted. */
  brands: string[];
  /** Rows sorted by each order, computed when first asked for. */
  sorted: Map<string, ProductBaseRow[]>;
  /** Lower-cased (ASCII only, as SQLite's LIKE) search text per product id, computed when first searched. */
  searchTexts: Map<number, string> | null;
}

/** Size limits: the page bodies are the only large thing kept. */
const MAX_BODY_BYTES = 48 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

interface Generation {
  version: string;
  entries: Map<string, Promise<unknown>>;
  bodies: Map<string, Buffer>;
  bodyBytes: number;
}

export class CatalogCache {
  readonly enabled: boolean;
  readonly #db: Kysely<DB>;
  readonly #writeCount: (() => number) | null;
  #generation: Generation | null = null;

  /** `writeCount` is the database's count of data-changing statements (db/write-counter.ts); null turns caching off. */
  constructor(db: Kysely<DB>, writeCount: (() => number) | null, options: { enabled?: boolean } = {}) {
    this.#db = db;
    this.#writeCount = writeCount;
    this.enabled = writeCount !== null && options.enabled !== false;
  }

  /** The change counter now; null when caching is off. */
  async readVersion(): Promise<string | null> {
    return this.enabled ? String(this.#writeCount!()) : null;
  }

  /** Gives every request a slot for its counter (call once, on the root instance). */
  decorate(app: FastifyInstance): void {
    app.decorateRequest('dataVersion', null);
  }

  /** The counter read once per request (auth and the handler share it). */
  versionOf(request: FastifyRequest): Promise<string | null> {
    if (!this.enabled) return NO_VERSION;
    return (request.dataVersion ??= this.readVersion());
  }

  #generationFor(version: string): Generation {
    if (this.#generation?.version !== version) this.#generation = { version, entries: new Map(), bodies: new Map(), bodyBytes: 0 };
    return this.#generation;
  }

  /** `load()` once per key and version; a failed load is not kept. */
  remember<T>(version: string, key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.#generationFor(version);
    let entry = generation.entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      if (generation.entries.size >= MAX_ENTRIES) generation.entries.clear();
      entry = load();
      generation.entries.set(key, entry);
      entry.catch(() => {
        if (generation.entries.get(key) === entry) generation.entries.delete(key);
      });
    }
    return entry;
  }

  /** A serialised response body kept for this version (UTF-8 bytes: sockets take them without encoding). */
  body(version: string, key: string): Buffer | undefined {
    return this.#generationFor(version).bodies.get(key);
  }

  keepBody(version: string, key: string, body: string): Buffer {
    const bytes = Buffer.from(body, 'utf8');
    const generation = this.#generationFor(version);
    if (bytes.length > MAX_BODY_BYTES / 4) return bytes;
    if (generation.bodyBytes + bytes.length > MAX_BODY_BYTES) {
      generation.bodies.clear();
      generation.bodyBytes = 0;
    }
    generation.bodies.set(key, bytes);
    generation.bodyBytes += bytes.length;
    return bytes;
  }

  snapshot(version: string): Promise<CatalogSnapshot> {
    return this.remember(version, 'snapshot', () => loadSnapshot(this.#db));
  }

  /** product id → cents of one customer's custom prices. */
  customPrices(version: string, userId: number): Promise<Map<number, number>> {
    return this.remember(version, `custom:${userId}`, async () => {
      const rows = await this.#db.selectFrom('customer_prices').select(['product_id', 'price_cents']).where('user_id', '=', userId).execute();
      return new Map(rows.map((row) => [row.product_id, row.price_cents]));
    });
  }
}

async function loadSnapshot(db: Kysely<DB>): Promise<CatalogSnapshot> {
  // One connection held throughout: on SQLite no write can land between the statements.
  const { rows, prices, settings } = await db.connection().execute(async (c) => ({
    rows: await c.selectFrom('products').selectAll().orderBy('brand').orderBy('name').orderBy('weight').orderBy('id').execute(),
    prices: await c.selectFrom('user_type_prices').select(['user_type', 'product_id', 'price_cents']).execute(),
    settings: await getSettings({ db: c }),
  }));
  const userTypePrices = new Map<string, Map<number, number>>();
  for (const price of prices) {
    let byProduct = userTypePrices.get(price.user_type);
    if (!byProduct) userTypePrices.set(price.user_type, (byProduct = new Map()));
    byProduct.set(price.product_id, price.price_cents);
  }
  const brands: string[] = [];
  for (const row of rows) if (row.is_active && brands[brands.length - 1] !== row.brand) brands.push(row.brand);
  return {
    rows,
    byId: new Map(rows.map((row) => [row.id, row])),
    bySlug: new Map(rows.map((row) => [row.slug, row])),
    userTypePrices,
    visibleToVisitors: settings.catalogue_visible_to_visitors,
    brands,
    sorted: new Map([['', rows]]),
    searchTexts: null,
  };
}

/** SQLite's BINARY collation: UTF-8 byte order, which is code point order (JS compares UTF-16 units). */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (code points above U+FFFF) sort after U+E000–U+FFFF in code point order.
    if (x >= 0xd800) x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
    if (y >= 0xd800) y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    return x - y;
  }
  return a.length - b.length;
}

const byId = (a: ProductBaseRow, b: ProductBaseRow) => a.id - b.id;
const COMPARATORS: Record<ProductSort, (a: ProductBaseRow, b: ProductBaseRow) => number> = {
  newest: (a, b) => compareText(b.created_at, a.created_at) || b.id - a.id,
  oldest: (a, b) => compareText(a.created_at, b.created_at) || byId(a, b),
  name_asc: (a, b) => compareText(a.name, b.name) || byId(a, b),
  name_desc: (a, b) => compareText(b.name, a.name) || byId(a, b),
  price_asc: (a, b) => a.price_cents - b.price_cents || byId(a, b),
  price_desc: (a, b) => b.price_cents - a.price_cents || byId(a, b),
};

function sortedRows(snapshot: CatalogSnapshot, sort: ProductSort | undefined): ProductBaseRow[] {
  const key = sort ?? '';
  let rows = snapshot.sorted.get(key);
  if (!rows) snapshot.sorted.set(key, (rows = [...snapshot.rows].sort(COMPARATORS[sort!])));
  return rows;
}

/** SQLite's LIKE folds ASCII letters only. */
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * What `listProducts` + `countProducts` answer, from memory: the same filters (active, brand equal,
 * search text containing the folded query), the same orders (in-stock first for customers), paged.
 */
export function queryRows(snapshot: CatalogSnapshot, query: ProductQuery, inStockFirst: boolean): { rows: ProductBaseRow[]; total: number } {
  let rows = sortedRows(snapshot, query.sort);
  const needle = query.search ? asciiLower(foldForSearch(query.search)) : null;
  if (needle !== null && !snapshot.searchTexts) snapshot.searchTexts = new Map(snapshot.rows.map((row) => [row.id, asciiLower(row.search_text)]));
  if (!query.includeInactive || query.brand || needle !== null) {
    rows = rows.filter(
      (row) => (query.includeInactive || Boolean(row.is_active)) && (!query.brand || row.brand === query.brand) && (needle === null || snapshot.searchTexts!.get(row.id)!.includes(needle)),
    );
  }
  if (inStockFirst) rows = [...rows.filter((row) => row.stock > 0), ...rows.filter((row) => !(row.stock > 0))];
  const offset = query.offset ?? 0;
  const page = query.limit === undefined && offset === 0 ? rows : rows.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  return { rows: page, total: rows.length };
}
