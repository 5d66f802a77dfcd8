import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ValidationMessageKey } from '@shop/domain';

/**
 * The password policy of decision 018, on top of the schemas' minimum length (6 characters):
 * no common password, and nothing that equals or contains the account's e-mail address.
 */
type PasswordRefusal = Extract<ValidationMessageKey, 'passwordTooCommon' | 'passwordContainsEmail'>;

const LIST_FILE = path.join(import.meta.dirname, 'common-passwords.txt');

/** Local parts shorter than this are refused only as the whole password, not as a part of it. */
const MIN_CONTAINED_LOCAL_PART = 3;

let commonPasswords: ReadonlySet<string> | null = null;

/** The shipped list (see README.md beside this file), read once at first use, lowercase. */
export function commonPasswordList(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== ''),
  );
  return commonPasswords;
}

/**
 * Why the password may not be used, or null when it may. Compared trimmed and lowercased (the
 * password itself is stored as typed). `email` is the account's address; null skips that check.
 */
export function passwordPolicyRefusal(password: string, email: string | null | undefined): PasswordRefusal | null {
  const candidate = password.trim().toLowerCase();
  if (email && containsEmail(candidate, email)) return 'passwordContainsEmail';
  if (commonPasswordList().has(candidate) || isTrivialPattern(candidate)) return 'passwordTooCommon';
  return null;
}

function containsEmail(candidate: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  if (address === '') return false;
  if (candidate.includes(address)) return true;
  const at = address.lastIndexOf('@');
  const local = at === -1 ? address : address.slice(0, at);
  // jonas+shop@… is Jonas's address too: its base before the tag counts like the local part.
  const plus = local.indexOf('+');
  const parts = plus > 0 ? [local, local.slice(0, plus)] : [local];
  return parts.some((part) => part !== '' && (candidate === part || (part.length >= MIN_CONTAINED_LOCAL_PART && candidate.includes(part))));
}

/**
 * The source list leaves out what its own estimator rates by pattern (decision 018), so the most
 * common of those are refused here: one short block repeated (aaaaaa, 121212, 123123123,
 * abcdabcd) and one straight run of digits or letters (654321, abcdef, 3456789).
 */
function isTrivialPattern(candidate: string): boolean {
  return isRepeatedBlock(candidate) || isStraightRun(candidate);
}

const MAX_REPEATED_BLOCK = 4;

function isRepeatedBlock(text: string): boolean {
  for (let size = 1; size <= MAX_REPEATED_BLOCK && size * 2 <= text.length; size += 1) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return true;
  }
  return false;
}

function isStraightRun(text: string): boolean {
  if (text.length < 3 || !(/^[0-9]+$/.test(text) || /^[a-z]+$/.test(text))) return false;
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < text.length; i += 1) {
    if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}
