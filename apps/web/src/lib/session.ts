import { useSyncExternalStore } from 'react';
import type { User } from '@shop/domain';
import { hintSignedIn, SESSION_KEY } from './browser-hints.ts';

/** The signed-in session, kept in localStorage under one fixed key (spec section 3, "Session"). */
export interface Session {
  token: string;
  user: User;
}

/** Spec section 4: for 3 seconds after a successful login a 401 does not log the user out. */
export const POST_LOGIN_GRACE_MS = 3000;

let current: Session | null = read();
let loggedInAt = 0;
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY) ?? sessionStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    return typeof parsed.token === 'string' && parsed.user ? (parsed as Session) : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

/** Store a fresh session after login (starts the post-login grace period). */
export function startSession(session: Session): void {
  loggedInAt = Date.now();
  saveSession(session);
}

export function saveSession(session: Session): void {
  current = session;
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  hintSignedIn(true);
  emit();
}

export function updateSessionUser(user: User): void {
  if (current) saveSession({ ...current, user });
}

export function clearSession(): void {
  current = null;
  localStorage.removeItem(SESSION_KEY);
  sessionStorage.removeItem(SESSION_KEY);
  hintSignedIn(false);
  emit();
}

export function isInPostLoginGrace(now = Date.now()): boolean {
  return now - loggedInAt < POST_LOGIN_GRACE_MS;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: the current session, re-rendering on login, logout and profile changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function isAdmin(user: Pick<User, 'is_admin' | 'role'> | null | undefined): boolean {
  return Boolean(user && (user.is_admin || user.role === 'admin'));
}

// Another tab logging in or out keeps this tab in step.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY) {
      current = read();
      emit();
    }
  });
}
