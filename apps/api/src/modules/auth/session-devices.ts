import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import type { SignedInDevice, User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { fail } from '../../http/app-error.ts';
import { deleteSession, listLiveSessionsOf, liveSessionIdsOf, touchSession } from './sessions.repository.ts';

/** Devices listed at most: one person rarely has more; a login per hour for a week would be 168 (decision 090). */
const DEVICES_LISTED_MAX = 50;
/** A session's last use is written at most once in this time (decision 090). */
export const LAST_SEEN_EVERY_MS = 60_000;
/** What is kept of a user agent: enough for any real browser, not a place to store a novel. */
const USER_AGENT_MAX = 512;

const DEVICE_MESSAGES = { ended: 'The device was signed out.' } as const;

/**
 * A device's public id: a digest of its session, so the list and the "End" button never carry the
 * session itself (with the signing key, it is what a token is made of).
 */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`device:${sessionId}`).digest('base64url').slice(0, 22);
}

/** The browser and the system a user agent names ("Chrome 131", "Windows 10"); null where it names none. */
export function describeUserAgent(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent?.trim()) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const system = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : null;
  return { browser, system };
}

/** The user agent as it is kept: trimmed, cut to USER_AGENT_MAX, null when empty. */
export function keptUserAgent(header: string | string[] | undefined): string | null {
  const text = (Array.isArray(header) ? header[0] : header)?.trim();
  return text ? text.slice(0, USER_AGENT_MAX) : null;
}

/** The signed-in person's live sessions, this device's marked. */
export async function listDevices(ctx: AppContext, user: User, currentSessionId: string): Promise<SignedInDevice[]> {
  const rows = await listLiveSessionsOf(ctx.reads, user.id, DEVICES_LISTED_MAX);
  return rows.map((row) => ({
    id: publicSessionId(row.id),
    ...describeUserAgent(row.user_agent),
    user_agent: row.user_agent,
    ip_address: row.ip_address,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    current: row.id === currentSessionId,
  }));
}

/**
 * Ends one of the signed-in person's own sessions by its public id. Another person's session, or one
 * already ended, is not found among theirs: 404, the same answer for both.
 */
export async function endDevice(ctx: AppContext, user: User, publicId: string): Promise<{ message: string }> {
  const sessionId = (await liveSessionIdsOf(ctx.db, user.id)).find((id) => publicSessionId(id) === publicId);
  if (!sessionId) throw fail('sessionNotFound');
  await deleteSession(ctx.db, user.id, sessionId);
  return { message: DEVICE_MESSAGES.ended };
}

/**
 * Notes a session's use without holding up the request: at most once per LAST_SEEN_EVERY_MS per
 * session from this process (remembered here), and in the database only when the stored moment is
 * older than that (other instances). A token signed less than that ago needs nothing: the login
 * that signed it wrote its last use (a password change's new token: the minute's lag is accepted).
 */
export class SessionActivity {
  readonly #ctx: Pick<AppContext, 'db' | 'background'>;
  readonly #noted = new Map<string, number>();
  static readonly REMEMBERED_MAX = 10_000;

  constructor(ctx: Pick<AppContext, 'db' | 'background'>) {
    this.#ctx = ctx;
  }

  seen(sessionId: string, signedAt: number, now = Date.now()): void {
    const last = Math.max(this.#noted.get(sessionId) ?? signedAt, signedAt);
    if (now - last < LAST_SEEN_EVERY_MS) return;
    this.#noted.delete(sessionId);
    if (this.#noted.size >= SessionActivity.REMEMBERED_MAX) this.#noted.delete(this.#noted.keys().next().value!);
    this.#noted.set(sessionId, now);
    this.#ctx.background.run('session-last-seen', () => touchSession(this.#ctx.db, sessionId, now, LAST_SEEN_EVERY_MS));
  }
}
