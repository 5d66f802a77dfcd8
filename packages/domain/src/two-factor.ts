/**
 * Two-factor sign-in (decision 094): what API and web agree on about the codes. No zod here: the
 * login page reads this file.
 */

/** How many one-time recovery codes an account gets when it switches two-factor sign-in on. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits of a recovery code: no 0/O, 1/I/L, so it can be read off paper. */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Characters of a recovery code, shown in two groups of five ("K7M2Q-XW9RD"). */
export const RECOVERY_CODE_LENGTH = 10;

/** A typed code as it is compared: spaces and dashes dropped, letters in capitals. */
export function normaliseOneTimeCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether a (normalised) code is an authenticator app's: six digits. Anything else is tried as a recovery code. */
export function isAuthenticatorCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** A recovery code as it is shown: two groups of five. */
export function groupedRecoveryCode(code: string): string {
  const plain = normaliseOneTimeCode(code);
  return plain.length === RECOVERY_CODE_LENGTH ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
}
