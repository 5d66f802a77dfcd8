import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Issue 12: what several instances on one database must share lives in the database —
// uploaded files, login attempts and rate-limit counters, the mail outbox, periodic jobs' last runs.
// Moments are milliseconds since 1970 (bigint): compared and computed without dates, on both engines.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bytes = pg ? sql`bytea` : sql`blob`;
  const id = (t: any) => (pg ? t.addColumn('id', 'integer', (c: any) => c.primaryKey().generatedByDefaultAsIdentity()) : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement()));

  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'varchar(300)', (c: any) => c.primaryKey())
    .addColumn('content', bytes, (c: any) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c: any) => c.notNull())
    .addColumn('byte_size', 'integer', (c: any) => c.notNull())
    .addColumn('created_at', ts, (c: any) => c.notNull())
    .execute();

  await id(db.schema.createTable('login_attempts'))
    .addColumn('key', 'varchar(400)', (c: any) => c.notNull())
    .addColumn('failed', 'integer', (c: any) => c.notNull())
    .addColumn('expires_at', 'bigint', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_key_idx').on('login_attempts').columns(['key', 'expires_at']).execute();
  await db.schema.createIndex('login_attempts_expires_idx').on('login_attempts').column('expires_at').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(400)', (c: any) => c.primaryKey())
    .addColumn('hits', 'bigint', (c: any) => c.notNull())
    .addColumn('reset_at', 'bigint', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();

  await id(db.schema.createTable('mail_outbox'))
    .addColumn('recipient', 'varchar(254)', (c: any) => c.notNull())
    .addColumn('subject', 'text', (c: any) => c.notNull())
    .addColumn('text_body', 'text', (c: any) => c.notNull())
    .addColumn('html_body', 'text', (c: any) => c.notNull())
    .addColumn('attachment', 'text')
    .addColumn('status', 'varchar(10)', (c: any) => c.notNull())
    .addColumn('attempts', 'integer', (c: any) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c: any) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (c: any) => c.notNull())
    .addColumn('sent_at', ts)
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'varchar(100)', (c: any) => c.primaryKey())
    .addColumn('started_at', 'bigint', (c: any) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['job_runs', 'mail_outbox', 'rate_limits', 'login_attempts', 'stored_files']) await db.schema.dropTable(table).execute();
}
