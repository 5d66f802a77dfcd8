import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, groupedRecoveryCode, normaliseOneTimeCode } from '@shop/domain';
import { hashOneTimeToken } from '../../lib/one-time-token.ts';

/**
 * Ten random recovery codes of ten characters from a 31-letter alphabet (about 49 bits each), as
 * shown ("K7M2Q-XW9RD"). Random and long enough that a fast hash keeps them: SHA-256, as the
 * e-mail links' tokens are kept.
 */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    codes.add(groupedRecoveryCode(code));
  }
  return [...codes];
}

/** What is stored of a recovery code, and what a typed one is compared by: however it was typed (spaces, dashes, small letters). */
export function hashRecoveryCode(typed: string): string {
  return hashOneTimeToken(normaliseOneTimeCode(typed));
}
