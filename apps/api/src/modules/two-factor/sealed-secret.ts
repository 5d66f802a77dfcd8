import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets at rest (decision 100): AES-256-GCM under a key derived by HKDF-SHA256 from
 * the shop's signing secret (JWT_SECRET, or DATA_DIR/jwt-secret), which every instance already shares.
 * The account's id is bound in as associated data: a sealed secret copied onto another account's row
 * opens for nobody. Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url); a secret from before sealing
 * is Base32 (A–Z, 2–7) and never holds a dot, so the two cannot be taken for each other.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Fixed words of the derivation: another use of the same signing secret derives another key. */
const HKDF_SALT = 'wholesale-shop/two-factor';
const HKDF_INFO = 'authenticator secrets at rest, AES-256-GCM, v1';

const keys = new Map<string, Buffer>();

/** The sealing key of a signing secret, derived once per process. */
export function sealingKeyOf(signingSecret: string): Buffer {
  let key = keys.get(signingSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', signingSecret, HKDF_SALT, HKDF_INFO, 32));
    keys.set(signingSecret, key);
  }
  return key;
}

const associated = (userId: number) => Buffer.from(`mfa_secrets:${userId}`);

/** Whether a stored value is sealed (else it is a secret kept in plain text before sealing). */
export const isSealed = (stored: string): boolean => stored.startsWith(`${VERSION}.`);

/** The secret sealed for the account: a fresh random IV each time, so equal secrets never look alike. */
export function sealSecret(key: Buffer, userId: number, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associated(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/**
 * The secret of a stored value: opened when sealed, as it is when plain. Undefined when it does not
 * open (another key, another account's row, a damaged value): no code of it is then accepted.
 */
export function openSecret(key: Buffer, userId: number, stored: string): string | undefined {
  if (!isSealed(stored)) return stored;
  const [, iv, sealed, tag, extra] = stored.split('.');
  if (iv === undefined || sealed === undefined || tag === undefined || extra !== undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(associated(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
