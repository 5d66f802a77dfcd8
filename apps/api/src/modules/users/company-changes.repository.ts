import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Ids of the customers whose change of company details waits for an administrator (at most `limit`). */
export async function idsWithHeldCompanyChanges(db: Kysely<DB>, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('pending_company_changes', 'is not', null)
    .where('anonymised_at', 'is', null)
    .orderBy('updated_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
