import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { assertVersion } from '../../http/app-error.ts';
import { lockSetting, readSettingWithVersion, writeSetting } from './settings.repository.ts';

export interface ShopSettings {
  /** Operator's switch for Lithuania's ban on tobacco advertising: off hides products from visitors. */
  catalogue_visible_to_visitors: boolean;
  /** The switch's version (0: never saved); a save that sends an older one is refused. */
  version: number;
}

const KEY = 'catalogue_visible_to_visitors';
const DEFAULT_VISIBLE = true;

export async function getSettings(ctx: Pick<AppContext, 'db'>): Promise<ShopSettings> {
  const { value, version } = await readSettingWithVersion(ctx.db, KEY, DEFAULT_VISIBLE);
  return { catalogue_visible_to_visitors: value, version };
}

export async function updateSettings(
  ctx: AppContext,
  patch: { catalogue_visible_to_visitors?: boolean | undefined; version?: number | undefined },
): Promise<ShopSettings> {
  await inTransaction(ctx, async (trx) => {
    const current = await lockSetting(trx, ctx.engine, KEY, DEFAULT_VISIBLE);
    assertVersion(current, patch.version);
    if (patch.catalogue_visible_to_visitors !== undefined && patch.catalogue_visible_to_visitors !== current.value)
      await writeSetting(trx, KEY, patch.catalogue_visible_to_visitors);
  });
  return getSettings(ctx);
}
