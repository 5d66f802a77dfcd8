import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 067: the administrators' invoices, pre-invoices and credit notes are paged,
// filtered and searched on the server. Each document keeps, beside its snapshots, what its list shows and
// searches: the buyer's company and e-mail (`buyer_name`, `buyer_email`) and a folded `search_text` of its
// number, its order's number and its buyer's company, company code, VAT code, e-mail and city. Existing
// documents are written from their frozen buyer, 500 at a time. Indexes serve each list's order (newest
// first) under each filter: all, by status, by customer (2026-11-30-list-indexes), by order, and on
// PostgreSQL the words of a search (trigram, as 2026-11-29-search-by-words).

/** The fold of packages/domain fold-text.ts as it is today (a migration never changes). */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
const foldAll = (...parts: Array<string | null | undefined>) => fold(parts.filter(Boolean).join(' '));

type Fields = Record<string, unknown>;
const fieldsOf = (json: string | null): Fields => {
  try {
    const value: unknown = JSON.parse(json ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Fields) : {};
  } catch {
    return {};
  }
};
const text = (fields: Fields, key: string) => (typeof fields[key] === 'string' ? fields[key] : null);

const TABLES = [
  { table: 'invoices', number: 'invoice_number', status: true },
  { table: 'pre_invoices', number: 'pre_invoice_number', status: true },
  { table: 'credit_notes', number: 'credit_note_number', status: false },
] as const;

type Row = { id: number; number: string; order_number: string | null; customer_snapshot: string };

/** The list's columns of one document, as the documents' `listedColumns` writes them today. */
function listed(row: Row) {
  const buyer = fieldsOf(row.customer_snapshot);
  return {
    buyer_name: text(buyer, 'company_name') ?? '',
    buyer_email: text(buyer, 'email') ?? '',
    search_text: foldAll(
      row.number,
      row.order_number,
      ...['company_name', 'company_reg_number', 'vat_number', 'email', 'city'].map((key) => text(buyer, key)),
    ),
  };
}

/** Writes the list's columns of every document of `table` (exported for its test: rows written before the columns). */
export async function backfill(db: Kysely<unknown>, table: string, number: string) {
  for (let afterId = 0; ; ) {
    const { rows } = await sql<Row>`select d.id, d.${sql.ref(number)} as number, o.order_number, d.customer_snapshot
      from ${sql.table(table)} d left join orders o on o.id = d.order_id
      where d.id > ${afterId} order by d.id limit 500`.execute(db);
    if (rows.length === 0) return;
    // One statement per batch: 456,000 invoices are 913 updates, not 456,000.
    const values = rows.map((row) => {
      const columns = listed(row);
      return sql`(cast(${row.id} as integer), ${columns.buyer_name}, ${columns.buyer_email}, ${columns.search_text})`;
    });
    // A VALUES list names its columns column1, column2… on both engines (SQLite takes no column aliases).
    await sql`update ${sql.table(table)} set buyer_name = v.column2, buyer_email = v.column3, search_text = v.column4
      from (values ${sql.join(values)}) as v
      where ${sql.table(table)}.id = v.column1`.execute(db);
    afterId = rows.at(-1)!.id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, number, status } of TABLES) {
    for (const column of ['buyer_name', 'buyer_email', 'search_text'])
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    await backfill(db, table, number);
    await db.schema.createIndex(`${table}_created_idx`).on(table).columns(['created_at', 'id']).execute();
    if (status) await db.schema.createIndex(`${table}_status_created_idx`).on(table).columns(['status', 'created_at', 'id']).execute();
  }
  // A customer's credit notes of one order (the order's page) and the administrators' order filter.
  await db.schema.createIndex('credit_notes_order_idx').on('credit_notes').column('order_id').execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const { table } of TABLES)
    await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    for (const { table } of TABLES) await sql`drop index if exists ${sql.id(`${table}_search_trgm_idx`)}`.execute(db);
  await db.schema.dropIndex('credit_notes_order_idx').execute();
  for (const { table, status } of TABLES) {
    if (status) await db.schema.dropIndex(`${table}_status_created_idx`).execute();
    await db.schema.dropIndex(`${table}_created_idx`).execute();
    for (const column of ['search_text', 'buyer_email', 'buyer_name']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
