import type { ShopSettings } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { assertVersion, fail } from '../../http/app-error.ts';
import { audit } from '../audit/index.ts';
import { lockSetting, readSettingWithVersion, writeSetting } from './settings.repository.ts';
import { findUserRowById } from '../users/index.ts';

type Setting = Exclude<keyof ShopSettings, 'version'>;
type Values = Omit<ShopSettings, 'version'>;

/**
 * Each setting with its value until the operator first sets it; locked and read in this order. Their
 * one version is the sum of each row's own (0 while never saved), so a key added later changes no
 * version a screen already holds.
 */
const DEFAULTS: Values = {
  catalogue_visible_to_visitors: true,
  require_verified_licence: false,
  low_stock_default: 10,
  payment_reminders_enabled: true,
  payment_reminder_interval_days: 7,
  block_overdue_days: null,
  pre_invoice_on_confirm: 'prepayment',
  require_staff_mfa: false,
};
const SETTINGS = Object.keys(DEFAULTS) as Setting[];

export async function getSettings(ctx: Pick<AppContext, 'db'>): Promise<ShopSettings> {
  const read = await Promise.all(SETTINGS.map((key) => readSettingWithVersion(ctx.db, key, DEFAULTS[key])));
  // Each value was read with its own key's default, so it has that key's type.
  const values = Object.fromEntries(SETTINGS.map((key, i) => [key, read[i]!.value])) as Values;
  return { ...values, version: read.reduce((sum, setting) => sum + setting.version, 0) };
}

/** The owner who requires it of all staff has it on first: nobody locks out the very account that turns it on. */
async function assertMayRequireStaffMfa(trx: Tx, actor: AppContext['actor']): Promise<void> {
  const row = actor && (await findUserRowById(trx, actor.id));
  if (!row?.mfa_enabled_at) throw fail('mfaOwnFirst');
}

export async function updateSettings(
  ctx: AppContext,
  patch: { [K in Setting]?: Values[K] | undefined } & { version?: number | undefined },
): Promise<ShopSettings> {
  await inTransaction(ctx, async (trx) => {
    const current = [];
    for (const key of SETTINGS) current.push({ key, ...(await lockSetting(trx, ctx.engine, key, DEFAULTS[key])) });
    assertVersion({ version: current.reduce((sum, setting) => sum + setting.version, 0) }, patch.version);
    for (const { key, value } of current) {
      const next = patch[key];
      if (next === undefined || next === value) continue;
      // Required of all staff only by an owner who has it on (decision 094).
      if (key === 'require_staff_mfa' && next === true) await assertMayRequireStaffMfa(trx, ctx.actor);
      await writeSetting(trx, key, next);
      await audit(trx, ctx, { action: 'settings.update', entity: 'settings', entityId: key, before: { [key]: value }, after: { [key]: next } });
    }
  });
  return getSettings(ctx);
}
