import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Five years of data (decisions 066 and 074): every list's filter and order has an
// index, and every substring search one too.
// - SQLite: each searched text gets an external-content FTS5 trigram table, kept by triggers and
//   built from the rows there are (PostgreSQL has its GIN trigram indexes since 2026-11-29, and gains
//   one on the audit log's actor e-mail; on SQLite that filter stays a `like`: a trigram table of a
//   million e-mails of a few actors was slower than the scan, measured).
// - Both engines: the audit log by entity, record, actor and action, each newest first; customers by
//   registration and approval state; bug reports and gallery images newest first, by status and by
//   folder; the administrators' product sorts; a product's stock history. Each ends in the list's
//   order and its tie-breaker `id`, so a page is read in order and never sorted.

/** Table → searched column, as the live code's SEARCHED_COLUMNS (search-text.ts) had it on this day. */
const SEARCHED: Array<[table: string, column: string]> = [
  ['products', 'search_text'],
  ['orders', 'search_text'],
  ['users', 'search_text'],
  ['gallery_images', 'search_text'],
  ['bug_reports', 'search_text'],
];

export const ftsOf = (table: string, column: string) => `${table}_${column}_fts`;

/** An external-content FTS5 trigram table over `table.column`, filled from the rows, kept by three triggers. */
export async function createFts(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  const fts = ftsOf(table, column);
  await sql.raw(`create virtual table ${fts} using fts5(${column}, content='${table}', content_rowid='id', tokenize='trigram')`).execute(db);
  await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
  const add = `insert into ${fts}(rowid, ${column}) values (new.id, new.${column});`;
  const remove = `insert into ${fts}(${fts}, rowid, ${column}) values ('delete', old.id, old.${column});`;
  await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin ${remove} end`).execute(db);
  await sql.raw(`create trigger ${fts}_update after update of ${column} on ${table} begin ${remove} ${add} end`).execute(db);
}

/** Index name → table and columns, created on both engines. */
const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  ['audit_log_at_id_idx', 'audit_log', ['at', 'id']],
  ['audit_log_entity_at_idx', 'audit_log', ['entity', 'at', 'id']],
  ['audit_log_record_at_idx', 'audit_log', ['entity', 'entity_id', 'at', 'id']],
  ['audit_log_actor_at_idx', 'audit_log', ['actor_id', 'at', 'id']],
  ['audit_log_action_at_idx', 'audit_log', ['action', 'at', 'id']],
  ['users_created_idx', 'users', ['created_at', 'id']],
  ['users_approval_created_idx', 'users', ['approval_status', 'created_at', 'id']],
  ['bug_reports_created_id_idx', 'bug_reports', ['created_at', 'id']],
  ['bug_reports_status_created_idx', 'bug_reports', ['status', 'created_at', 'id']],
  ['gallery_images_created_idx', 'gallery_images', ['created_at', 'id']],
  ['gallery_images_folder_created_idx', 'gallery_images', ['folder_id', 'created_at', 'id']],
  ['products_created_idx', 'products', ['created_at', 'id']],
  ['products_name_idx', 'products', ['name', 'id']],
  ['products_price_idx', 'products', ['price_cents', 'id']],
  ['stock_moves_product_at_idx', 'stock_moves', ['product_id', 'at', 'id']],
];

/** Indexes the ones above make redundant (each is a prefix of a new one), with their columns for `down`. */
const REPLACED: Array<[name: string, table: string, columns: string[]]> = [
  ['audit_log_at_idx', 'audit_log', ['at']],
  ['audit_log_entity_idx', 'audit_log', ['entity', 'entity_id']],
  ['audit_log_actor_idx', 'audit_log', ['actor_id']],
  ['users_approval_status_idx', 'users', ['approval_status']],
  ['bug_reports_created_idx', 'bug_reports', ['created_at']],
  ['stock_moves_product_idx', 'stock_moves', ['product_id', 'at']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // pg_trgm exists since 2026-11-29-search-by-words; the actor filter is `actor_email like '%part%'`.
    await sql`create index audit_log_actor_email_trgm_idx on audit_log using gin (actor_email gin_trgm_ops)`.execute(db);
    return;
  }
  for (const [table, column] of SEARCHED) await createFts(db, table, column);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop index audit_log_actor_email_trgm_idx`.execute(db);
  else
    for (const [table, column] of SEARCHED) {
      const fts = ftsOf(table, column);
      for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${fts}_${event}`).execute(db);
      await sql.raw(`drop table ${fts}`).execute(db);
    }
  for (const [name, table, columns] of REPLACED) await db.schema.createIndex(name).on(table).columns(columns).execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
