import { type Kysely, sql } from 'kysely';

// Frozen. Decision 056: a licence's finding is about the licence as it was checked. Each
// address counts the changes of its licence (`licence_version`) and keeps what was checked
// (`licence_checked_facts`, JSON: the status and the licence fields), so a later change shows what
// changed. An approved customer's change of company details waits in `pending_company_changes` (JSON)
// until an administrator confirms it.

interface CheckedRow {
  id: number;
  licence_status: string;
  tobacco_license: string;
  licence_type: string;
  licence_issuer: string | null;
  licence_valid_until: string | null;
  country: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('addresses')
    .addColumn('licence_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('addresses').addColumn('licence_checked_facts', 'text').execute();
  await db.schema.alterTable('users').addColumn('pending_company_changes', 'text').execute();
  // Licences checked before this migration: what was checked is what is there now.
  const checked = await sql<CheckedRow>`
    select id, licence_status, tobacco_license, licence_type, licence_issuer, licence_valid_until, country
    from addresses where licence_status <> 'unverified'`.execute(db);
  for (const row of checked.rows) {
    const { id, licence_status: status, ...facts } = row;
    await sql`update addresses set licence_checked_facts = ${JSON.stringify({ status, ...facts })} where id = ${id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('pending_company_changes').execute();
  await db.schema.alterTable('addresses').dropColumn('licence_checked_facts').execute();
  await db.schema.alterTable('addresses').dropColumn('licence_version').execute();
}
