import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 099: order item edits logged before entries named their lines' products
// (2026-12-06-audit-references) carry only product ids, and the log read them as "Product #12: 8 → 10".
// Each such line gets its product's SKU, as a new entry has it: the product's own, or for a product
// deleted since, the SKU its deletion's entry recorded. A line neither names keeps its id. The log refuses
// updates, so its guard is lifted for this fill alone, inside this migration.

const BATCH = 500;

type Line = Record<string, unknown> & { product_id: number };
type Changes = Record<string, { from?: unknown; to?: unknown }>;

const isLine = (value: unknown): value is Line =>
  typeof value === 'object' && value !== null && typeof (value as { product_id?: unknown }).product_id === 'number';
const linesOf = (value: unknown): Line[] => (Array.isArray(value) ? value.filter(isLine) : []);
const unnamed = (changes: Changes) =>
  Object.values(changes).flatMap((change) => [...linesOf(change.from), ...linesOf(change.to)].filter((line) => typeof line.sku !== 'string'));

/** Item lines without a SKU, given the one `skus` has for their product. */
function named(changes: Changes, skus: ReadonlyMap<number, string>): Changes {
  const withSku = (value: unknown) =>
    Array.isArray(value)
      ? value.map((line) =>
          isLine(line) && typeof line.sku !== 'string' && skus.has(line.product_id) ? { ...line, sku: skus.get(line.product_id) } : line,
        )
      : value;
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) => [field, { ...change, from: withSku(change.from), to: withSku(change.to) }]),
  );
}

interface Entry {
  id: number;
  changes: string;
}

/** The SKUs of these products: their own, else (deleted since) the one their deletion's entry recorded. */
async function skusOf(db: Kysely<unknown>, productIds: number[]): Promise<Map<number, string>> {
  const skus = new Map<number, string>();
  const own = await sql<{ id: number; sku: string }>`select id, sku from products where id in (${sql.join(productIds)})`.execute(db);
  for (const row of own.rows) skus.set(Number(row.id), row.sku);
  const gone = productIds.filter((id) => !skus.has(id)).map(String);
  if (gone.length === 0) return skus;
  const deletions = await sql<{ entity_id: string; changes: string }>`
    select entity_id, changes from audit_log where entity = 'product' and action = 'product.delete' and entity_id in (${sql.join(gone)})`.execute(db);
  for (const row of deletions.rows) {
    const sku = (JSON.parse(row.changes) as Changes).sku?.from;
    if (typeof sku === 'string') skus.set(Number(row.entity_id), sku);
  }
  return skus;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) await sql`alter table audit_log disable trigger audit_log_append_only`.execute(db);
  else for (const event of ['update', 'delete']) await sql.raw(`drop trigger audit_log_no_${event}`).execute(db);

  for (let after = 0; ; ) {
    const { rows } = await sql<Entry>`
      select id, changes from audit_log
      where action = 'order.items' and id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    after = Number(rows.at(-1)!.id);
    for (const row of rows) {
      const changes = JSON.parse(row.changes) as Changes;
      const lines = unnamed(changes);
      if (lines.length === 0) continue;
      const skus = await skusOf(db, [...new Set(lines.map((line) => line.product_id))]);
      if (skus.size === 0) continue;
      await sql`update audit_log set changes = ${JSON.stringify(named(changes, skus))} where id = ${row.id}`.execute(db);
    }
  }

  if (pg) await sql`alter table audit_log enable trigger audit_log_append_only`.execute(db);
  else
    for (const event of ['UPDATE', 'DELETE'])
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log BEGIN SELECT RAISE(ABORT, 'audit log entries cannot be changed or deleted'); END`,
        )
        .execute(db);
}

/** The SKUs stay: they are what the entries meant, and a new entry has them too. */
export async function down(): Promise<void> {}
