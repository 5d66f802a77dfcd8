import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 092: every staff account has one role (owner, sales, warehouse,
// accountant); customers have none. The administrators the shop had become owners.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('users').addColumn('staff_role', 'varchar(20)').execute();
  await sql`update users set staff_role = 'owner' where is_admin = ${pg ? sql`true` : sql`1`}`.execute(db);
  await db.schema.createIndex('users_staff_role_idx').on('users').column('staff_role').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_staff_role_idx').execute();
  await db.schema.alterTable('users').dropColumn('staff_role').execute();
}
