import { isAuthenticatorCode, normaliseOneTimeCode, type User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { audit } from '../audit/index.ts';
import { readCompany, readSetting } from '../settings/index.ts';
import { lockUser, toUser, updateUserRow } from '../users/index.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { newTotpSecret, otpauthUrl, qrSvg, totpStepOf } from './totp.ts';
import { readSecret, savePendingSealedSecret } from './two-factor-secrets.ts';
import { claimStep, countUnusedRecoveryCodes, deleteTwoFactor, replaceRecoveryCodes, useRecoveryCode } from './two-factor.repository.ts';

/** The shop's setting (decision 094): every member of staff signs in with two-factor sign-in. */
const REQUIRE_STAFF_MFA = 'require_staff_mfa';

/** How a second factor was proved. */
export type SecondFactor = 'authenticator' | 'recovery_code';

/** Whether the shop requires two-factor sign-in of staff; kept in memory until a setting changes (decision 022). */
function staffMfaRequired(ctx: AppContext): Promise<boolean> {
  const version = ctx.catalogCache.version('catalogue');
  return ctx.catalogCache.remember('catalogue', version, REQUIRE_STAFF_MFA, () => readSetting(ctx.db, REQUIRE_STAFF_MFA, false));
}

/**
 * The user as answers show it, with `mfa_setup_required`: a member of staff without two-factor
 * sign-in while the shop requires it. `requireAdmin` refuses such a member every administrators'
 * route until it is set up; the web sends it to the setup first.
 */
export async function withTwoFactorState(ctx: AppContext, user: User): Promise<User> {
  const required = user.is_admin && !user.mfa_enabled && (await staffMfaRequired(ctx));
  return { ...user, mfa_setup_required: required };
}

async function lockedAccount(trx: Tx, ctx: AppContext, userId: number): Promise<UserRow> {
  const row = await lockUser(trx, ctx.engine, userId);
  if (!row) throw fail('userNotFound');
  return row;
}

/**
 * POST /auth/mfa/setup: a new secret, pending until a code of it is confirmed. Starting again
 * replaces it. The secret is answered this once, never logged and never answered again.
 */
export async function startSetup(ctx: AppContext, user: User): Promise<{ secret: string; otpauth_url: string; qr_svg: string }> {
  const secret = newTotpSecret();
  await inTransaction(ctx, async (trx) => {
    const row = await lockedAccount(trx, ctx, user.id);
    if (row.mfa_enabled_at) throw fail('mfaAlreadyEnabled');
    await savePendingSealedSecret(ctx, trx, user.id, secret);
  });
  const issuer = (await readCompany(ctx.db)).name.trim() || 'Wholesale shop';
  const url = otpauthUrl(issuer, user.email, secret);
  return { secret, otpauth_url: url, qr_svg: await qrSvg(url) };
}

/** Checks an authenticator code and takes its time step, so the same code is not accepted again. */
async function authenticatorCodeAccepted(ctx: AppContext, db: Tx | AppContext['db'], userId: number, code: string): Promise<boolean> {
  const stored = await readSecret(ctx, db, userId);
  const step = stored && (await totpStepOf(stored.secret, code, ctx.now()));
  return step !== undefined && (await claimStep(db, userId, step));
}

/** POST /auth/mfa/enable: a code of the pending secret switches it on and answers ten recovery codes, shown once. */
export async function enable(ctx: AppContext, user: User, typed: string): Promise<{ recovery_codes: string[]; user: User }> {
  const codes = newRecoveryCodes();
  const row = await inTransaction(ctx, async (trx) => {
    const current = await lockedAccount(trx, ctx, user.id);
    if (current.mfa_enabled_at) throw fail('mfaAlreadyEnabled');
    if (!(await readSecret(ctx, trx, user.id))) throw fail('mfaNotSetUp');
    const code = normaliseOneTimeCode(typed);
    if (!isAuthenticatorCode(code) || !(await authenticatorCodeAccepted(ctx, trx, user.id, code))) throw fail('mfaCodeRejected');
    await replaceRecoveryCodes(trx, user.id, codes.map(hashRecoveryCode));
    const updated = await updateUserRow(trx, current, { mfa_enabled_at: nowIso() });
    await audit(trx, ctx, { action: 'mfa.enabled', entity: 'user', entityId: user.id, changes: { two_factor: { from: 'off', to: 'on' } } });
    return updated;
  });
  return { recovery_codes: codes, user: await withTwoFactorState(ctx, toUser(row)) };
}

/** POST /auth/mfa/disable: an authenticator code or a recovery code switches it off; secret and codes are deleted. */
export async function disable(ctx: AppContext, user: User, typed: string): Promise<{ user: User }> {
  const row = await inTransaction(ctx, async (trx) => {
    const current = await lockedAccount(trx, ctx, user.id);
    if (!current.mfa_enabled_at) throw fail('mfaNotSetUp');
    if (current.is_admin && (await readSetting(trx, REQUIRE_STAFF_MFA, false))) throw fail('mfaRequiredForStaff');
    const factor = await secondFactorIn(ctx, trx, user.id, typed);
    if (!factor) throw fail('mfaCodeRejected');
    await deleteTwoFactor(trx, user.id);
    const updated = await updateUserRow(trx, current, { mfa_enabled_at: null });
    await audit(trx, ctx, {
      action: 'mfa.disabled',
      entity: 'user',
      entityId: user.id,
      changes: { two_factor: { from: 'on', to: 'off' }, proved_by: { from: null, to: factor } },
    });
    return updated;
  });
  return { user: await withTwoFactorState(ctx, toUser(row)) };
}

/**
 * POST /auth/mfa/recovery-codes: a code (the app's, or a recovery code) answers ten new recovery
 * codes, shown once; every earlier one stops working in the same transaction. Under the account's
 * lock, a second renewal at the same moment proves its code against what the first left (the app's
 * code is taken once, the old recovery codes are gone): one set is valid afterwards.
 */
export async function renewRecoveryCodes(ctx: AppContext, user: User, typed: string): Promise<{ recovery_codes: string[] }> {
  const codes = newRecoveryCodes();
  await inTransaction(ctx, async (trx) => {
    const current = await lockedAccount(trx, ctx, user.id);
    if (!current.mfa_enabled_at) throw fail('mfaNotSetUp');
    if (!(await secondFactorIn(ctx, trx, user.id, typed))) throw fail('mfaCodeRejected');
    const left = await countUnusedRecoveryCodes(trx, user.id);
    await replaceRecoveryCodes(trx, user.id, codes.map(hashRecoveryCode));
    await audit(trx, ctx, {
      action: 'mfa.recovery_codes_renewed',
      entity: 'user',
      entityId: user.id,
      changes: { recovery_codes_left: { from: left, to: codes.length } },
    });
  });
  return { recovery_codes: codes };
}

/**
 * The second factor of a sign-in: six digits are tried as the authenticator's code (its step taken),
 * anything else as a recovery code (used up). Undefined when the code proves nothing.
 */
async function secondFactorIn(ctx: AppContext, db: Tx | AppContext['db'], userId: number, typed: string): Promise<SecondFactor | undefined> {
  const code = normaliseOneTimeCode(typed);
  if (isAuthenticatorCode(code)) return (await authenticatorCodeAccepted(ctx, db, userId, code)) ? 'authenticator' : undefined;
  if (code.length === 0) return undefined;
  return (await useRecoveryCode(db, userId, hashRecoveryCode(code))) ? 'recovery_code' : undefined;
}

/** The second factor of a login (auth.service), each statement on its own: a code used is used even if the login then fails. */
export function secondFactorOf(ctx: AppContext, userId: number, typed: string): Promise<SecondFactor | undefined> {
  return secondFactorIn(ctx, ctx.db, userId, typed);
}

/** The log's entry of a login let in by a recovery code, with how many the account has left; in the login's transaction. */
export async function auditRecoveryCodeUsed(trx: Tx, ctx: AppContext, userId: number, ip: string): Promise<void> {
  const left = await countUnusedRecoveryCodes(trx, userId);
  await audit(trx, ctx, {
    action: 'mfa.recovery_code_used',
    entity: 'user',
    entityId: userId,
    changes: { ip: { from: null, to: ip }, recovery_codes_left: { from: null, to: left } },
  });
}
