import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. What several instances on one database must share lives in the database —
// uploaded files, login attempts and rate-limit counters, the mail outbox, periodic jobs' last runs.
// Moments are milliseconds since 1970 (bigint): compared and computed without dates, on both engines.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bytes = pg ? sql`bytea` : sql`blob`;
  const id = <T extends string>(t: CreateTableBuilder<T>) =>
    t.addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()));

  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('content', bytes, (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('login_attempts'))
    .addColumn('key', 'varchar(400)', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_key_idx').on('login_attempts').columns(['key', 'expires_at']).execute();
  await db.schema.createIndex('login_attempts_expires_idx').on('login_attempts').column('expires_at').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
    .addColumn('hits', 'bigint', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();

  await id(db.schema.createTable('mail_outbox'))
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('attachment', 'text')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('sent_at', ts)
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['job_runs', 'mail_outbox', 'rate_limits', 'login_attempts', 'stored_files']) await db.schema.dropTable(table).execute();
}
