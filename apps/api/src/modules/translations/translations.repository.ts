import type { Kysely } from 'kysely';
import type { Language } from '@shop/domain';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

/** key → text of the administrators' overrides in one language. */
export async function overridesOf(db: Kysely<DB>, language: Language): Promise<Record<string, string>> {
  const rows = await db.selectFrom('translations').select(['key', 'value']).where('language', '=', language).orderBy('key').execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function saveOverride(db: Kysely<DB>, language: Language, key: string, value: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('translations')
    .values({ language, key, value, updated_at: now })
    .onConflict((oc) => oc.columns(['language', 'key']).doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Answers whether there was an override to delete. */
export async function deleteOverride(db: Kysely<DB>, language: Language, key: string): Promise<boolean> {
  const result = await db.deleteFrom('translations').where('language', '=', language).where('key', '=', key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
