import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { createFts, ftsOf } from './2026-12-01-search-indexes.ts';

// Frozen. Decisions 067, 074: the documents' search texts (2026-12-01-document-search) get
// the SQLite FTS5 trigram tables the other searched texts have, so a search of invoices, pre-invoices
// or credit notes is an index read on both engines (PostgreSQL has its GIN trigram indexes already).
// It uses the frozen builder of 2026-12-01-search-indexes, itself frozen.

const DOCUMENTS = ['invoices', 'pre_invoices', 'credit_notes'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const table of DOCUMENTS) await createFts(db, table, 'search_text');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const table of DOCUMENTS) {
    const fts = ftsOf(table, 'search_text');
    for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${fts}_${event}`).execute(db);
    await sql.raw(`drop table ${fts}`).execute(db);
  }
}
