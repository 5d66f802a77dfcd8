import { MIN_FORM_SECONDS, type Language, type ProfileUpdate, type RegisterRequest, type User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, assertVersion } from '../../http/app-error.ts';
import { tooManyAttemptsText } from '../../http/failure-limiter.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';
import { mails, type Recipient } from '../../lib/mail/templates.ts';
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-token.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { findUserRowByEmail, findUserRowById, insertUser, listActiveAdmins, lockUser, toUser, updateUserRow } from '../users/users.repository.ts';
import type { UserRow } from '../../db/schema.ts';
import { consumeToken, deleteTokensOf, findUsableToken, insertOneTimeToken } from './auth.repository.ts';

const HOUR = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 48 * HOUR;
export const RESET_TOKEN_TTL_MS = 1 * HOUR;

export const AUTH_MESSAGES = {
  registered: 'Registration successful! Please check your email to verify your account. After verification, an administrator will review your registration.',
  botRefused: 'Registration could not be completed. Please try again.',
  verified: 'Email verified successfully. An administrator will review your account; you will receive an email once it is approved.',
  invalidVerification: 'Invalid or expired verification link',
  resent: 'If an account with this email exists and is not verified yet, a new verification link has been sent.',
  invalidCredentials: 'Invalid email or password',
  notVerified: 'Please verify your email address before logging in. Check your inbox for the verification link.',
  pending: 'Your account is awaiting approval by an administrator. We will notify you once it is approved.',
  rejected: 'Your registration was rejected.',
  inactive: 'Your account has been deactivated. Please contact support.',
  profileUpdated: 'Profile updated successfully',
  emailReadOnly: 'Email cannot be changed',
  passwordChanged: 'Password changed successfully',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChangedMeanwhile: 'The password was changed in the meantime. Please log in again.',
  forgotSent: 'If an account with this email exists, a password reset link has been sent.',
  invalidReset: 'The reset link is invalid or has expired. Please request a new password reset link.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
} as const;

function recipient(row: Pick<UserRow, 'email' | 'contact_person' | 'language'>): Recipient {
  return { email: row.email, name: row.contact_person, language: row.language === 'lt' ? 'lt' : 'en' };
}

async function issueToken(ctx: AppContext, userId: number, purpose: 'verify_email' | 'reset_password'): Promise<string> {
  const { token, hash } = newOneTimeToken();
  // One live link per purpose: the account's row is locked while the old links go and the new one comes.
  await inTransaction(ctx, async (trx) => {
    await lockUser(trx, ctx.engine, userId);
    await deleteTokensOf(trx, userId, purpose);
    await insertOneTimeToken(trx, { userId, purpose, hash, expiresAt: isoIn(purpose === 'verify_email' ? VERIFY_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS) });
  });
  return token;
}

const link = (ctx: AppContext, pathAndQuery: string) => `${ctx.config.appUrl}${pathAndQuery}`;

/** Refuses form submissions without JavaScript or faster than a person can type (DESIGN.md anti-spam fields). */
function assertHuman(input: RegisterRequest): void {
  if (input.js_enabled !== true || input.form_elapsed_seconds === undefined || input.form_elapsed_seconds < MIN_FORM_SECONDS) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.botRefused);
  }
}

export async function register(ctx: AppContext, input: RegisterRequest, uiLanguage: Language): Promise<{ message: string }> {
  assertHuman(input);
  const language = input.language ?? uiLanguage;
  const existing = await findUserRowByEmail(ctx.db, input.email);
  if (existing) {
    await notifyExistingOwner(ctx, existing);
    return { message: AUTH_MESSAGES.registered };
  }
  const passwordHash = await hashPassword(input.password);
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
      billing_address: null,
      billing_city: null,
      billing_postal_code: null,
      billing_country: null,
      payment_terms: null,
      user_type: null,
      is_active: true,
      is_admin: false,
      approval_status: 'pending',
      approved_at: null,
      rejection_reason: null,
      email_verified_at: null,
      language,
      anonymised_at: null,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Registered a moment ago by a parallel request: answer exactly as for a known address.
    const raced = await findUserRowByEmail(ctx.db, input.email);
    if (raced) await notifyExistingOwner(ctx, raced);
    return { message: AUTH_MESSAGES.registered };
  }
  const token = await issueToken(ctx, row.id, 'verify_email');
  await ctx.mailer.send(mails.verifyEmail(recipient(row), link(ctx, `/verify-email?token=${token}`)));
  return { message: AUTH_MESSAGES.registered };
}

async function notifyExistingOwner(ctx: AppContext, row: UserRow): Promise<void> {
  if (row.anonymised_at) return;
  await ctx.mailer.send(mails.alreadyRegistered(recipient(row), link(ctx, '/login'), link(ctx, '/forgot-password')));
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<{ message: string }> {
  const row = await inTransaction(ctx, async (trx) => {
    const userId = await consumeToken(trx, hashOneTimeToken(token), 'verify_email');
    if (userId === undefined) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidVerification);
    const current = await lockUser(trx, ctx.engine, userId);
    return current ? updateUserRow(trx, current, { email_verified_at: nowIso() }) : undefined;
  });
  if (row && row.approval_status === 'pending' && !row.is_admin) await notifyAdmins(ctx, row);
  return { message: AUTH_MESSAGES.verified };
}

async function notifyAdmins(ctx: AppContext, customer: UserRow): Promise<void> {
  const admins = await listActiveAdmins(ctx.db);
  for (const admin of admins) {
    await ctx.mailer.send(mails.registrationAwaitingApproval(recipient(admin), customer.company_name, link(ctx, `/admin/users/${customer.id}`)));
  }
}

export async function resendVerification(ctx: AppContext, email: string): Promise<{ message: string }> {
  const row = await findUserRowByEmail(ctx.db, email);
  if (row && !row.email_verified_at && !row.anonymised_at) {
    const token = await issueToken(ctx, row.id, 'verify_email');
    await ctx.mailer.send(mails.verifyEmail(recipient(row), link(ctx, `/verify-email?token=${token}`)));
  }
  return { message: AUTH_MESSAGES.resent };
}

export async function login(ctx: AppContext, input: { email: string; password: string; ip: string }): Promise<{ token: string; user: User }> {
  const keys = [`ip:${input.ip}`, `email:${input.email}`];
  const wait = Math.max(...keys.map((key) => ctx.loginLimiter.retryAfter(key)));
  if (wait > 0) throw new AppError('RATE_LIMITED', tooManyAttemptsText(wait));

  const row = await findUserRowByEmail(ctx.db, input.email);
  const valid = row && !row.anonymised_at ? await verifyPassword(row.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!row || !valid) {
    for (const key of keys) ctx.loginLimiter.fail(key);
    throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }
  ctx.loginLimiter.reset(`email:${input.email}`);

  const user = toUser(row);
  if (!user.is_admin) {
    if (!user.email_verified) throw new AppError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.notVerified);
    if (!user.is_active) throw new AppError('ACCOUNT_INACTIVE', AUTH_MESSAGES.inactive);
    if (user.approval_status === 'rejected') {
      throw new AppError('ACCOUNT_REJECTED', row.rejection_reason ? `${AUTH_MESSAGES.rejected} Reason: ${row.rejection_reason}` : AUTH_MESSAGES.rejected);
    }
    if (user.approval_status !== 'approved') throw new AppError('ACCOUNT_PENDING', AUTH_MESSAGES.pending);
  } else if (!user.is_active) {
    throw new AppError('ACCOUNT_INACTIVE', AUTH_MESSAGES.inactive);
  }
  const token = await ctx.sessionTokens.sign({ userId: row.id, tokenVersion: row.token_version });
  return { token, user };
}

export async function updateProfile(ctx: AppContext, user: User, input: ProfileUpdate): Promise<User> {
  if (input.email !== undefined && input.email.trim().toLowerCase() !== user.email) {
    throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.emailReadOnly, { email: AUTH_MESSAGES.emailReadOnly });
  }
  const { email: _email, version, ...fields } = input;
  const patch = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined).map(([key, value]) => [key, value === '' ? null : value]));
  if (patch.company_reg_number === null) delete patch.company_reg_number;
  const row = await inTransaction(ctx, async (trx) => {
    const current = await lockUser(trx, ctx.engine, user.id);
    if (!current) throw new AppError('NOT_FOUND', 'User not found');
    assertVersion(current, version);
    return updateUserRow(trx, current, patch);
  });
  return toUser(row);
}

export async function changePassword(ctx: AppContext, user: User, input: { currentPassword: string; newPassword: string }): Promise<{ token: string }> {
  const row = await findUserRowById(ctx.db, user.id);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  if (!(await verifyPassword(row.password_hash, input.currentPassword))) {
    throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.wrongCurrentPassword, { currentPassword: AUTH_MESSAGES.wrongCurrentPassword });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const fresh = await inTransaction(ctx, async (trx) => {
    const current = await lockUser(trx, ctx.engine, user.id);
    if (!current) throw new AppError('NOT_FOUND', 'User not found');
    // Another tab changed the password meanwhile: the current password this request checked is gone.
    if (current.password_hash !== row.password_hash) throw new AppError('CONFLICT', AUTH_MESSAGES.passwordChangedMeanwhile);
    await deleteTokensOf(trx, user.id, 'reset_password');
    return updateUserRow(trx, current, { password_hash: passwordHash }, { revokeSessions: true });
  });
  return { token: await ctx.sessionTokens.sign({ userId: user.id, tokenVersion: fresh.token_version }) };
}

export async function forgotPassword(ctx: AppContext, email: string): Promise<{ message: string }> {
  const row = await findUserRowByEmail(ctx.db, email);
  if (row && !row.anonymised_at && row.is_active) {
    const token = await issueToken(ctx, row.id, 'reset_password');
    await ctx.mailer.send(mails.passwordReset(recipient(row), link(ctx, `/reset-password?token=${token}`)));
  }
  return { message: AUTH_MESSAGES.forgotSent };
}

export async function isResetTokenValid(ctx: AppContext, token: string): Promise<boolean> {
  return (await findUsableToken(ctx.db, hashOneTimeToken(token), 'reset_password')) !== undefined;
}

export async function resetPassword(ctx: AppContext, input: { token: string; password: string }): Promise<{ message: string }> {
  // Hash first: slow work stays outside the single-use check.
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async (trx) => {
    const userId = await consumeToken(trx, hashOneTimeToken(input.token), 'reset_password');
    if (userId === undefined) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidReset);
    const current = await lockUser(trx, ctx.engine, userId);
    if (!current) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidReset);
    await updateUserRow(trx, current, { password_hash: passwordHash }, { revokeSessions: true });
    await deleteTokensOf(trx, userId, 'reset_password');
  });
  return { message: AUTH_MESSAGES.passwordReset };
}
