import type { Kysely, Transaction } from 'kysely';
import type { Language } from '@shop/domain';
import type { Engine } from '../../db/engine.ts';
import { forUpdate } from '../../db/locks.ts';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

/** key → text of the administrators' overrides in one language. */
export async function overridesOf(db: Kysely<DB>, language: Language): Promise<Record<string, string>> {
  const rows = await db.selectFrom('translations').select(['key', 'value']).where('language', '=', language).orderBy('key').execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** The override's text, its row locked until the transaction ends; undefined when the key has none. */
export async function lockOverride(trx: Transaction<DB>, engine: Engine, language: Language, key: string): Promise<string | undefined> {
  const row = await forUpdate(
    trx.selectFrom('translations').select('value').where('language', '=', language).where('key', '=', key),
    engine,
  ).executeTakeFirst();
  return row?.value;
}

export async function saveOverride(db: Kysely<DB>, language: Language, key: string, value: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('translations')
    .values({ language, key, value, updated_at: now })
    .onConflict((oc) => oc.columns(['language', 'key']).doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Deletes an override in one statement; answers the text it had, or undefined when there was none. */
export async function deleteOverride(db: Kysely<DB>, language: Language, key: string): Promise<string | undefined> {
  const row = await db.deleteFrom('translations').where('language', '=', language).where('key', '=', key).returning('value').executeTakeFirst();
  return row?.value;
}
