import type { ShopSettings } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { assertVersion } from '../../http/app-error.ts';
import { audit } from '../audit/audit.service.ts';
import { lockSetting, readSettingWithVersion, writeSetting } from './settings.repository.ts';

type Switch = Exclude<keyof ShopSettings, 'version'>;

/** Each switch with its value until the operator first sets it; locked and read in this order. */
const DEFAULTS: Record<Switch, boolean> = { catalogue_visible_to_visitors: true, require_verified_licence: false };
const SWITCHES = Object.keys(DEFAULTS) as Switch[];

export async function getSettings(ctx: Pick<AppContext, 'db'>): Promise<ShopSettings> {
  const read = await Promise.all(SWITCHES.map((key) => readSettingWithVersion(ctx.db, key, DEFAULTS[key])));
  return {
    catalogue_visible_to_visitors: read[0]!.value,
    require_verified_licence: read[1]!.value,
    version: read.reduce((sum, setting) => sum + setting.version, 0),
  };
}

export async function updateSettings(
  ctx: AppContext,
  patch: Partial<Record<Switch, boolean | undefined>> & { version?: number | undefined },
): Promise<ShopSettings> {
  await inTransaction(ctx, async (trx) => {
    const current = [];
    for (const key of SWITCHES) current.push({ key, ...(await lockSetting(trx, ctx.engine, key, DEFAULTS[key])) });
    assertVersion({ version: current.reduce((sum, setting) => sum + setting.version, 0) }, patch.version);
    for (const { key, value } of current) {
      const next = patch[key];
      if (next === undefined || next === value) continue;
      await writeSetting(trx, key, next);
      await audit(trx, ctx, { action: 'settings.update', entity: 'settings', entityId: key, before: { [key]: value }, after: { [key]: next } });
    }
  });
  return getSettings(ctx);
}
