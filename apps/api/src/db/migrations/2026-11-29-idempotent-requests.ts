import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 059: every adding call takes an optional Idempotency-Key. One row per
// customer (or administrator), call and key holds the first answer for a day; a repeat with the same
// key answers it again and writes nothing.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('idempotent_requests')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'varchar(40)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
    // SHA-256 of the request (body and path parameters): the same key with another request is refused.
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    // JSON of the first answer; null only inside the transaction that claimed the key.
    .addColumn('answer', 'text')
    .addColumn('created_at', pg ? sql`timestamptz` : sql`text`, (c) => c.notNull())
    .execute();
  // The claim: a second request with the same key waits here for the first transaction (PostgreSQL).
  await db.schema
    .createIndex('idempotent_requests_key_unique')
    .on('idempotent_requests')
    .columns(['user_id', 'scope', 'idempotency_key'])
    .unique()
    .execute();
  // The hourly sweep of keys older than a day.
  await db.schema.createIndex('idempotent_requests_created_idx').on('idempotent_requests').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotent_requests').execute();
}
