import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { readSetting, writeSetting } from './settings.repository.ts';

export interface ShopSettings {
  /** Operator's switch for Lithuania's ban on tobacco advertising: off hides products from visitors. */
  catalogue_visible_to_visitors: boolean;
}

const DEFAULTS: ShopSettings = { catalogue_visible_to_visitors: true };

export async function getSettings(db: Kysely<DB>): Promise<ShopSettings> {
  return { catalogue_visible_to_visitors: await readSetting(db, 'catalogue_visible_to_visitors', DEFAULTS.catalogue_visible_to_visitors) };
}

export async function updateSettings(db: Kysely<DB>, patch: Partial<ShopSettings>): Promise<ShopSettings> {
  if (patch.catalogue_visible_to_visitors !== undefined) await writeSetting(db, 'catalogue_visible_to_visitors', patch.catalogue_visible_to_visitors);
  return getSettings(db);
}
