import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. The tobacco licence of each shipping address is described (type, issuer, validity)
// and checked by an administrator; a changed number makes it unchecked again.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .alterTable('addresses')
    .addColumn('licence_type', 'varchar(20)', (c) => c.notNull().defaultTo('retail'))
    .execute();
  await db.schema.alterTable('addresses').addColumn('licence_issuer', 'varchar(200)').execute();
  await db.schema.alterTable('addresses').addColumn('licence_valid_until', 'varchar(10)').execute();
  await db.schema
    .alterTable('addresses')
    .addColumn('licence_status', 'varchar(20)', (c) => c.notNull().defaultTo('unverified'))
    .execute();
  await db.schema.alterTable('addresses').addColumn('licence_note', 'text').execute();
  await db.schema.alterTable('addresses').addColumn('licence_checked_by', 'integer').execute();
  await db.schema.alterTable('addresses').addColumn('licence_checked_at', ts).execute();
  await db.schema.createIndex('addresses_licence_status_idx').on('addresses').column('licence_status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('addresses_licence_status_idx').execute();
  for (const column of [
    'licence_checked_at',
    'licence_checked_by',
    'licence_note',
    'licence_status',
    'licence_valid_until',
    'licence_issuer',
    'licence_type',
  ])
    await db.schema.alterTable('addresses').dropColumn(column).execute();
}
