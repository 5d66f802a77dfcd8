import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { assertVersion } from '../../http/app-error.ts';
import { audit } from '../audit/audit.service.ts';
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
    const visible = patch.catalogue_visible_to_visitors;
    if (visible === undefined || visible === current.value) return;
    await writeSetting(trx, KEY, visible);
    await audit(trx, ctx, {
      action: 'settings.update',
      entity: 'settings',
      entityId: KEY,
      before: { [KEY]: current.value },
      after: { [KEY]: visible },
    });
  });
  return getSettings(ctx);
}
