import type { LoginRequest } from '@shop/domain';
import { ApiError } from '@/lib/api-client.ts';

/**
 * The login page's second step (decision 094): an account with two-factor sign-in answers 401
 * `mfaRequired` to the right password; the page then asks for the code and sends it with the
 * password it already holds, so nobody types the password again.
 */
type CodeStepState = 'ask' | 'wrong';

/** Where a refused login leads: to the code step ('ask'), the step again ('wrong' code), or nowhere (any other refusal). */
export function codeStepAfter(error: unknown): CodeStepState | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  if (error.reason === 'mfaRequired') return 'ask';
  if (error.reason === 'mfaCodeInvalid') return 'wrong';
  return null;
}

/** The login request of the code step: the password the first step held, with the code as typed (trimmed). */
export function loginWithCode(credentials: Pick<LoginRequest, 'email' | 'password'>, typed: string): LoginRequest {
  return { email: credentials.email, password: credentials.password, otp: typed.trim() };
}
