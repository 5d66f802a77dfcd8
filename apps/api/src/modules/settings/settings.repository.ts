import type { Kysely, Transaction } from 'kysely';
import type { Engine } from '../../db/engine.ts';
import { forUpdate } from '../../db/locks.ts';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

type Executor = Kysely<DB> | Transaction<DB>;

function parse<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Key–value settings stored as JSON text, each with its version (0: never saved). */
export async function readSettingWithVersion<T>(db: Executor, key: string, fallback: T): Promise<{ value: T; version: number }> {
  const row = await db.selectFrom('settings').select(['value', 'version']).where('key', '=', key).executeTakeFirst();
  return row ? { value: parse(row.value, fallback), version: row.version } : { value: fallback, version: 0 };
}

export async function readSetting<T>(db: Executor, key: string, fallback: T): Promise<T> {
  return (await readSettingWithVersion(db, key, fallback)).value;
}

/**
 * The setting's row, locked until the transaction ends; a missing one is first written with the
 * fallback at version 0 ("never saved"), so two first saves also take turns.
 */
export async function lockSetting<T>(trx: Transaction<DB>, engine: Engine, key: string, fallback: T): Promise<{ value: T; version: number }> {
  await trx
    .insertInto('settings')
    .values({ key, value: JSON.stringify(fallback), version: 0, updated_at: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await forUpdate(trx.selectFrom('settings').select(['value', 'version']).where('key', '=', key), engine).executeTakeFirstOrThrow();
  return { value: parse(row.value, fallback), version: row.version };
}

/** Writes a setting the caller has locked and moves its version on. */
export async function writeSetting(trx: Transaction<DB>, key: string, value: unknown): Promise<void> {
  await trx
    .updateTable('settings')
    .set((eb) => ({ value: JSON.stringify(value), version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('key', '=', key)
    .execute();
}
