import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 094: two-factor sign-in. An account's authenticator secret (pending
// until confirmed with a code) and the last time step a code of it was accepted, kept apart from the
// users row (which every request reads and the accounts cache keeps); the moment it was switched on,
// on the users row; and ten one-time recovery codes, only their SHA-256 kept.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema.alterTable('users').addColumn('mfa_enabled_at', ts).execute();
  await db.schema
    .createTable('mfa_secrets')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('last_step', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mfa_recovery_codes')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('mfa_recovery_codes_once', ['user_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mfa_recovery_codes').execute();
  await db.schema.dropTable('mfa_secrets').execute();
  await db.schema.alterTable('users').dropColumn('mfa_enabled_at').execute();
}
