import { randomInt } from 'node:crypto';
import { MIN_FORM_SECONDS, type Language, type ProfileUpdate, type RegisterRequest, type User } from '@shop/domain';
import type { Actor, AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail, fieldError, assertVersion, type AppError } from '../../http/app-error.ts';
import { tooManyAttempts } from '../../http/login-throttle.ts';
import { atLeast } from '../../lib/background.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';
import { enqueueMail, type QueuedMail } from '../../lib/mail/outbox.repository.ts';
import { mails, type Recipient } from '../../lib/mail/templates.ts';
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-token.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import {
  checkInvoiceFields,
  findUserRowByEmail,
  findUserRowById,
  holdCompanyChanges,
  insertUser,
  listActiveAdmins,
  lockUser,
  toUser,
  updateUserRow,
} from '../users/index.ts';
import type { UserRow } from '../../db/schema.ts';
import { audit } from '../audit/index.ts';
import { consumeToken, deleteTokensOf, findTokenOwner, findUsableToken, insertOneTimeToken } from './auth.repository.ts';
import { assertPasswordAllowed } from './new-password.ts';
import { deleteSession, deleteSessionsOf, insertSession, renewSession } from './sessions.repository.ts';
import { auditRecoveryCodeUsed, type SecondFactor, secondFactorOf, withTwoFactorState } from '../two-factor/index.ts';

const HOUR = 60 * 60 * 1000;
const VERIFY_TOKEN_TTL_MS = 48 * HOUR;
const RESET_TOKEN_TTL_MS = 1 * HOUR;
/** An invited member of staff's set-password link (decision 092). */
const STAFF_INVITE_TTL_MS = 72 * HOUR;
/** The links that set a password: a reset, and a staff invitation. */
const SET_PASSWORD = ['reset_password', 'staff_invite'] as const;
/**
 * Registration answers no sooner than this: a known e-mail (one lookup) and a new one (an insert
 * and a token) then take the same time, and both hash the password (decision 021).
 */
const REGISTER_ANSWER_MS = 300;
/**
 * Forgot-password and resend-verification do their work (a lookup, for a known e-mail also a token
 * and a mail) after the answer, at a random moment within this time: the work a known e-mail causes
 * cannot be read from the answer, nor from how it slows the asker's next request (decision 021).
 */
const UNLINKED_WORK_MAX_DELAY_MS = 1000;
const unlinkedDelay = () => randomInt(UNLINKED_WORK_MAX_DELAY_MS);

export const AUTH_MESSAGES = {
  registered:
    'Registration successful! Please check your email to verify your account. After verification, an administrator will review your registration.',
  verified: 'Email verified successfully. An administrator will review your account; you will receive an email once it is approved.',
  alreadyVerified: 'Your e-mail is already verified. You can log in.',
  resent: 'If an account with this email exists and is not verified yet, a new verification link has been sent.',
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
  forgotSent: 'If an account with this email exists, a password reset link has been sent.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  loggedOut: 'You have been logged out.',
  loggedOutEverywhere: 'You have been logged out on every device.',
} as const;

function recipient(row: Pick<UserRow, 'email' | 'contact_person' | 'language'>): Recipient {
  return { email: row.email, name: row.contact_person, language: row.language === 'lt' ? 'lt' : 'en' };
}

/** A new link for the account, and the mail that carries it, queued in the same transaction (decision 025). */
async function issueToken(
  ctx: AppContext,
  userId: number,
  purpose: 'verify_email' | 'reset_password',
  mailFor: (token: string) => QueuedMail,
): Promise<void> {
  const { token, hash } = newOneTimeToken();
  // One live link per purpose: the account's row is locked while the old links go and the new one comes.
  await inTransaction(ctx, async (trx) => {
    await lockUser(trx, ctx.engine, userId);
    await deleteTokensOf(trx, userId, purpose);
    await insertOneTimeToken(trx, { userId, purpose, hash, expiresAt: isoIn(purpose === 'verify_email' ? VERIFY_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS) });
    await enqueueMail(trx, mailFor(token));
  });
}

const link = (ctx: AppContext, pathAndQuery: string) => `${ctx.config.appUrl}${pathAndQuery}`;

/**
 * An invited member of staff's set-password link (decision 092), made in the transaction that creates
 * the account: valid 72 hours, once, and accepted by POST /api/auth/reset-password as a reset link is.
 */
export async function staffInvitationLink(ctx: AppContext, trx: Tx, userId: number): Promise<string> {
  const { token, hash } = newOneTimeToken();
  await insertOneTimeToken(trx, { userId, purpose: 'staff_invite', hash, expiresAt: isoIn(STAFF_INVITE_TTL_MS) });
  return link(ctx, `/reset-password?token=${token}`);
}

/** Refuses form submissions without JavaScript or faster than a person can type (the anti-spam fields of decision 001). */
function assertHuman(input: RegisterRequest): void {
  if (input.js_enabled !== true || input.form_elapsed_seconds === undefined || input.form_elapsed_seconds < MIN_FORM_SECONDS) {
    throw fail('registrationRefused');
  }
}

export async function register(ctx: AppContext, input: RegisterRequest, uiLanguage: Language): Promise<{ message: string }> {
  assertHuman(input);
  assertPasswordAllowed(input.password, input.email, 'password');
  // A Lithuanian company code (9 digits) and postal code are checked by the schema (decisions 056, 063).
  const language = input.language ?? uiLanguage;
  // The same work for a known and a new e-mail (a hash, a lookup, one mail sent after the answer),
  // padded to the same time: the answer tells nobody whether the address has an account.
  await atLeast(REGISTER_ANSWER_MS, async () => {
    const passwordHash = await hashPassword(input.password);
    const existing = await findUserRowByEmail(ctx.db, input.email);
    if (existing) return notifyExistingOwner(ctx, existing);
    let row: UserRow;
    try {
      row = await insertUser(ctx.db, {
        email: input.email,
        password_hash: passwordHash,
        company_name: input.company_name,
        company_reg_number: input.company_reg_number,
        contact_person: input.contact_person,
        phone: input.phone || null,
        tax_id: input.tax_id || null,
        billing_address: input.billing_address,
        billing_city: input.billing_city,
        billing_postal_code: input.billing_postal_code,
        billing_country: input.billing_country,
        language,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Registered a moment ago by a parallel request: answer exactly as for a known address.
      const raced = await findUserRowByEmail(ctx.db, input.email);
      return raced ? notifyExistingOwner(ctx, raced) : undefined;
    }
    await issueToken(ctx, row.id, 'verify_email', (token) => mails.verifyEmail(recipient(row), link(ctx, `/verify-email?token=${token}`)));
  });
  return { message: AUTH_MESSAGES.registered };
}

/** Queued like every mail (decision 025): how long a mail server takes tells nothing. */
async function notifyExistingOwner(ctx: AppContext, row: UserRow): Promise<void> {
  if (row.anonymised_at) return;
  await enqueueMail(ctx.db, mails.alreadyRegistered(recipient(row), link(ctx, '/login'), link(ctx, '/forgot-password')));
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<{ message: string; already_verified: boolean }> {
  const hash = hashOneTimeToken(token);
  const outcome = await inTransaction(ctx, async (trx) => {
    const userId = await consumeToken(trx, hash, 'verify_email');
    if (userId === undefined) return 'unusable';
    const current = await lockUser(trx, ctx.engine, userId);
    if (!current) return 'unusable';
    // Verified once: a later link (a resend that crossed this one) changes nothing and tells nobody again.
    if (current.email_verified_at) return 'already';
    const row = await updateUserRow(trx, current, { email_verified_at: nowIso() });
    if (row.approval_status === 'pending' && !row.is_admin) await notifyAdmins(ctx, trx, row);
    return 'verified';
  });
  // A link opened again (used, or past its time) for an e-mail verified since says so and is no failure (decision 090).
  if (outcome === 'unusable' && !(await verifiedOwnerOf(ctx, hash))) throw fail('verificationLinkInvalid');
  return outcome === 'verified'
    ? { message: AUTH_MESSAGES.verified, already_verified: false }
    : { message: AUTH_MESSAGES.alreadyVerified, already_verified: true };
}

/** Whether a verification link, whatever its state, belongs to an account whose e-mail is verified. */
async function verifiedOwnerOf(ctx: AppContext, tokenHash: string): Promise<boolean> {
  const userId = await findTokenOwner(ctx.db, tokenHash, 'verify_email');
  const owner = userId === undefined ? undefined : await findUserRowById(ctx.db, userId);
  return Boolean(owner?.email_verified_at && !owner.anonymised_at);
}

/**
 * Tells every active administrator, each in their own language, that a business verified its
 * e-mail and waits for approval: once per business, in the transaction of its first verification
 * (an e-mail an administrator marked verified, or verified by approving, tells nobody).
 */
async function notifyAdmins(ctx: AppContext, trx: Tx, customer: UserRow): Promise<void> {
  for (const admin of await listActiveAdmins(trx)) {
    await enqueueMail(trx, mails.registrationAwaitingApproval(recipient(admin), customer.company_name, link(ctx, `/admin/users/${customer.id}`)));
  }
}

export function resendVerification(ctx: AppContext, email: string): { message: string } {
  // Answered at once for every address; the lookup and the mail run later (UNLINKED_WORK_MAX_DELAY_MS).
  ctx.background.run(
    'resend-verification',
    async () => {
      const row = await findUserRowByEmail(ctx.db, email);
      if (!row || row.email_verified_at || row.anonymised_at) return;
      await issueToken(ctx, row.id, 'verify_email', (token) => mails.verifyEmail(recipient(row), link(ctx, `/verify-email?token=${token}`)));
    },
    unlinkedDelay(),
  );
  return { message: AUTH_MESSAGES.resent };
}

/**
 * Checks a password under the login throttle. Two counters: the address over all accounts, and the
 * account from that address (an attacker elsewhere cannot lock the owner out). The attempt is
 * reserved before the slow hash, so parallel guesses cannot pass the limit; a wrong password
 * counts, a right one clears the account's count from that address (never the address's own
 * count, which a guesser's own account could reset).
 */
async function checkThrottled(ctx: AppContext, attempt: { email: string; ip: string }, check: () => Promise<boolean>): Promise<boolean> {
  const { login, loginAddress } = ctx.config.rateLimits;
  const accountKey = `account:${attempt.email.toLowerCase()}|${attempt.ip}`;
  const reservation = await ctx.loginThrottle.reserve([
    { key: `address:${attempt.ip}`, rule: loginAddress },
    { key: accountKey, rule: login },
  ]);
  if (!reservation.ok) throw tooManyAttempts(reservation.retryAfterMs);
  let valid: boolean;
  try {
    valid = await check();
  } catch (error) {
    await reservation.release();
    throw error;
  }
  if (valid) await reservation.succeed([accountKey]);
  else await reservation.fail();
  return valid;
}

/** The account a security event is about, as the audit log's actor: nobody is signed in yet at a login or a reset. */
const asOwner = (ctx: AppContext, row: Pick<UserRow, 'id' | 'email'>): AppContext => ({ ...ctx, actor: { id: row.id, email: row.email } });

/** An event's facts in the log's shape: each one "set", from nothing to its value. */
const facts = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([field, to]) => [field, { from: null, to }]));

/** A password change or reset as the log shows it: that it changed and from which address, never a password or its hash. */
const PASSWORD_CHANGED = (ip: string) => ({ password: { from: '[redacted]', to: '[redacted]' }, ...facts({ ip }) });

/** Why a login with the right password is still refused; undefined when the person may sign in. */
function refusalOf(row: UserRow): AppError | undefined {
  const user = toUser(row);
  if (user.is_admin) return user.is_active ? undefined : fail('accountInactive');
  if (!user.email_verified) return fail('emailNotVerified');
  if (!user.is_active) return fail('accountInactive');
  if (user.approval_status === 'rejected') {
    return row.rejection_reason ? fail('accountRejectedWithReason', { reason: row.rejection_reason }) : fail('accountRejected');
  }
  if (user.approval_status !== 'approved') return fail('accountPending');
  return undefined;
}

/**
 * A refused login is recorded (`login.failed`, no transaction: nothing else is written) under the
 * account of the e-mail when there is one; an unknown e-mail leaves the actor empty. The entry holds
 * the e-mail tried, the address and the refusal's code: never the password.
 */
async function refuseLogin(ctx: AppContext, row: UserRow | undefined, attempt: { email: string; ip: string }, refusal: AppError): Promise<never> {
  const actor: Actor | undefined = row && { id: row.id, email: row.email };
  await audit(
    ctx.db,
    { actor },
    {
      action: 'login.failed',
      entity: 'session',
      entityId: row?.id,
      changes: facts({ email: attempt.email.toLowerCase(), ip: attempt.ip, refusal: refusal.code }),
    },
  );
  throw refusal;
}

export async function login(
  ctx: AppContext,
  input: { email: string; password: string; otp?: string | undefined; ip: string; userAgent?: string | null },
): Promise<{ token: string; user: User }> {
  let row: UserRow | undefined;
  let factor: SecondFactor | undefined;
  const valid = await checkThrottled(ctx, input, async () => {
    row = await findUserRowByEmail(ctx.db, input.email);
    const passwordRight =
      row && !row.anonymised_at ? await verifyPassword(row.password_hash, input.password) : await verifyAgainstDummy(input.password);
    if (!passwordRight || !row?.mfa_enabled_at) return passwordRight;
    // Two-factor sign-in (decision 094): the right password alone neither counts nor clears the count;
    // a wrong code counts as a wrong password would.
    if (!input.otp) throw fail('mfaRequired');
    factor = await secondFactorOf(ctx, row.id, input.otp);
    return factor !== undefined;
  });
  if (!row || !valid) return refuseLogin(ctx, row, input, fail(row?.mfa_enabled_at && input.otp ? 'mfaCodeInvalid' : 'invalidCredentials'));
  const account = row;
  if (needsRehash(account.password_hash)) upgradeHash(ctx, account, input.password);

  const refusal = refusalOf(account);
  if (refusal) return refuseLogin(ctx, account, input, refusal);
  const expiresAt = Date.now() + ctx.sessionTokens.lifetimeMs;
  // The new session and its entry in the audit log (`login.success`) commit together.
  const sessionId = await inTransaction(ctx, async (trx) => {
    // The devices list shows the browser and address of each session (decision 090).
    const id = await insertSession(trx, account.id, expiresAt, { userAgent: input.userAgent ?? null, ipAddress: input.ip });
    await audit(trx, asOwner(ctx, account), { action: 'login.success', entity: 'session', entityId: account.id, changes: facts({ ip: input.ip }) });
    if (factor === 'recovery_code') await auditRecoveryCodeUsed(trx, asOwner(ctx, account), account.id, input.ip);
    return id;
  });
  const token = await ctx.sessionTokens.sign({ userId: account.id, tokenVersion: account.token_version, sessionId }, expiresAt);
  // A member of staff the shop requires two-factor sign-in of is let in to set it up first (`mfa_setup_required`).
  return { token, user: await withTwoFactorState(ctx, toUser(account)) };
}

/** A hash made with older settings is replaced after the login that proved the password (unless it changed meanwhile). */
function upgradeHash(ctx: AppContext, row: UserRow, password: string): void {
  ctx.background.run('password-rehash', async () => {
    const passwordHash = await hashPassword(password);
    await inTransaction(ctx, async (trx) => {
      const current = await lockUser(trx, ctx.engine, row.id);
      if (current && current.password_hash === row.password_hash) await updateUserRow(trx, current, { password_hash: passwordHash });
    });
  });
}

/** Ends this device's session on the server: its token answers 401 from now on. */
export async function logout(ctx: AppContext, user: User, sessionId: string): Promise<{ message: string }> {
  await deleteSession(ctx.db, user.id, sessionId);
  return { message: AUTH_MESSAGES.loggedOut };
}

/** Ends every session of the account, this device's too. */
export async function logoutEverywhere(ctx: AppContext, user: User): Promise<{ message: string }> {
  await deleteSessionsOf(ctx.db, user.id);
  return { message: AUTH_MESSAGES.loggedOutEverywhere };
}

export async function updateProfile(ctx: AppContext, user: User, input: ProfileUpdate): Promise<User> {
  if (input.email !== undefined && input.email.trim().toLowerCase() !== user.email) {
    throw fieldError('emailReadOnly', 'email', 'emailReadOnly');
  }
  const { email: _email, version, ...fields } = input;
  const patch = Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value === '' ? null : value]),
  );
  if (patch.company_reg_number === null) delete patch.company_reg_number;
  const row = await inTransaction(ctx, async (trx) => {
    const current = await lockUser(trx, ctx.engine, user.id);
    if (!current) throw fail('userNotFound');
    assertVersion(current, version);
    // An approved customer's change of company name, code or VAT code waits for an administrator (decision 056).
    checkInvoiceFields(current, patch);
    return updateUserRow(trx, current, holdCompanyChanges(current, patch));
  });
  return withTwoFactorState(ctx, toUser(row));
}

export async function changePassword(
  ctx: AppContext,
  user: User,
  sessionId: string,
  input: { currentPassword: string; newPassword: string; ip: string },
): Promise<{ token: string }> {
  const row = await findUserRowById(ctx.db, user.id);
  if (!row) throw fail('userNotFound');
  assertPasswordAllowed(input.newPassword, row.email, 'newPassword');
  // A guess of the current password counts with the login guesses for this account and address.
  const valid = await checkThrottled(ctx, { email: row.email, ip: input.ip }, () => verifyPassword(row.password_hash, input.currentPassword));
  if (!valid) throw fieldError('wrongCurrentPassword', 'currentPassword', 'wrongCurrentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const expiresAt = Date.now() + ctx.sessionTokens.lifetimeMs;
  const fresh = await inTransaction(ctx, async (trx) => {
    const current = await lockUser(trx, ctx.engine, user.id);
    if (!current) throw fail('userNotFound');
    // Another tab changed the password meanwhile: the current password this request checked is gone.
    if (current.password_hash !== row.password_hash) throw fail('passwordChangedMeanwhile');
    await deleteTokensOf(trx, user.id, 'reset_password');
    // Every other device signs in again; this one stays, with a new token.
    await deleteSessionsOf(trx, user.id, sessionId);
    await renewSession(trx, sessionId, expiresAt);
    const changed = await updateUserRow(trx, current, { password_hash: passwordHash }, { revokeSessions: true });
    await audit(trx, ctx.actor ? ctx : asOwner(ctx, current), {
      action: 'password.change',
      entity: 'session',
      entityId: user.id,
      changes: PASSWORD_CHANGED(input.ip),
    });
    return changed;
  });
  return { token: await ctx.sessionTokens.sign({ userId: user.id, tokenVersion: fresh.token_version, sessionId }, expiresAt) };
}

export function forgotPassword(ctx: AppContext, email: string): { message: string } {
  // Answered at once for every address; the lookup, the link and the mail run later (UNLINKED_WORK_MAX_DELAY_MS).
  ctx.background.run(
    'forgot-password',
    async () => {
      const row = await findUserRowByEmail(ctx.db, email);
      if (!row || row.anonymised_at || !row.is_active) return;
      await issueToken(ctx, row.id, 'reset_password', (token) => mails.passwordReset(recipient(row), link(ctx, `/reset-password?token=${token}`)));
    },
    unlinkedDelay(),
  );
  return { message: AUTH_MESSAGES.forgotSent };
}

export async function isResetTokenValid(ctx: AppContext, token: string): Promise<boolean> {
  return (await findUsableToken(ctx.db, hashOneTimeToken(token), SET_PASSWORD)) !== undefined;
}

export async function resetPassword(ctx: AppContext, input: { token: string; password: string; ip: string }): Promise<{ message: string }> {
  const tokenHash = hashOneTimeToken(input.token);
  // The link is checked before any hashing: a made-up token costs one indexed read, not 46 MiB of argon2.
  const usable = await findUsableToken(ctx.db, tokenHash, SET_PASSWORD);
  const owner = usable && (await findUserRowById(ctx.db, usable.user_id));
  if (!owner) throw fail('resetLinkInvalid');
  assertPasswordAllowed(input.password, owner.email, 'password');
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async (trx) => {
    // Consumed in one statement: of two requests with the same link, one wins.
    const userId = await consumeToken(trx, tokenHash, SET_PASSWORD);
    if (userId === undefined) throw fail('resetLinkInvalid');
    const current = await lockUser(trx, ctx.engine, userId);
    if (!current) throw fail('resetLinkInvalid');
    // An accepted invitation proves the mailbox as a verification link would (decision 092).
    const verified = usable.purpose === 'staff_invite' && !current.email_verified_at ? { email_verified_at: nowIso() } : {};
    await updateUserRow(trx, current, { password_hash: passwordHash, ...verified }, { revokeSessions: true });
    await deleteTokensOf(trx, userId, SET_PASSWORD);
    await deleteSessionsOf(trx, userId);
    // Nobody is signed in: the link proved the owner, who is recorded as the actor.
    await audit(trx, asOwner(ctx, current), { action: 'password.reset', entity: 'session', entityId: userId, changes: PASSWORD_CHANGED(input.ip) });
  });
  return { message: AUTH_MESSAGES.passwordReset };
}
