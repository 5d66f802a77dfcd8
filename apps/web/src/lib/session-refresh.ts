import type { meAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { ApiError, api } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { getSession, updateSessionUser } from './session.ts';

/** On a return to the tab, the signed-in user is read again at most this often. */
export const FOCUS_REFRESH_MS = 60_000;

let reading: Promise<void> | null = null;
let lastReadAt = 0;

/**
 * Reads the signed-in user again (GET /auth/me) and keeps it as the session's (decision 099): the
 * navigation and the page guards follow a role the owner changed, without a reload. One reading at a
 * time; a session ended meanwhile (401) logs out as every call does, and a failed reading keeps what was.
 */
function refreshSessionUser(): Promise<void> {
  const session = getSession();
  if (!session) return Promise.resolve();
  reading ??= (async () => {
    try {
      const { user } = await api<z.infer<typeof meAnswerSchema>>('/auth/me');
      // A logout or another login meanwhile is not overwritten with this session's user.
      if (getSession()?.token === session.token) updateSessionUser(user);
    } catch {
      // Nothing to add: the call's own refusal handling has done what the answer asks.
    } finally {
      lastReadAt = Date.now();
      reading = null;
    }
  })();
  return reading;
}

/** The tab came back into view: the user is read again unless it was a moment ago. */
function onReturn(): void {
  if (document.visibilityState === 'hidden' || Date.now() - lastReadAt < FOCUS_REFRESH_MS) return;
  void refreshSessionUser();
}

let watching = false;

/** A call the server refused because the member's role may not (403 FORBIDDEN_FOR_ROLE). */
const refusedForRole = (error: unknown) => error instanceof ApiError && error.status === 403 && error.reason === 'forbiddenForRole';

/** A query or mutation of the app's cache that ended refused for the role. */
function onCacheEvent(event: { type: string; action?: { type: string; error?: unknown } }): void {
  if (event.type === 'updated' && event.action?.type === 'error' && refusedForRole(event.action.error)) void refreshSessionUser();
}

/**
 * From now on (the administrators' code calls it, so none of this is on a visitor's first load), a call
 * of the app's query cache refused for the role and each return to the tab (at most once a minute)
 * read the signed-in user again. Idempotent.
 */
export function followRoleChanges(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  queryClient.getQueryCache().subscribe(onCacheEvent);
  queryClient.getMutationCache().subscribe(onCacheEvent);
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
}
