import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { audit } from '../audit/index.ts';
import { lockSetting, readSetting, writeSetting } from '../settings/index.ts';

const KEY = 'age_gate_version';
const FIRST_VERSION = 1;

/** The gate's version: browsers that confirmed an older one are asked again. */
export function ageGateVersion(ctx: Pick<AppContext, 'db'>): Promise<number> {
  return readSetting(ctx.db, KEY, FIRST_VERSION);
}

/**
 * An administrator's reset: the version goes up by one, so every visitor is asked again. Two
 * administrators resetting at once raise it twice, never lose a reset; each is recorded in the audit log.
 */
export async function resetAgeGate(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (trx) => {
    const current = (await lockSetting(trx, ctx.engine, KEY, FIRST_VERSION)).value;
    const next = current + 1;
    await writeSetting(trx, KEY, next);
    await audit(trx, ctx, {
      action: 'settings.age_gate_reset',
      entity: 'settings',
      entityId: KEY,
      before: { [KEY]: current },
      after: { [KEY]: next },
    });
    return next;
  });
}
