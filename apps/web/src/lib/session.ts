import { useSyncExternalStore } from 'react';
import type { User } from '@shop/domain';
import { hintSignedIn, SESSION_KEY } from './browser-hints.ts';

/** The signed-in session, kept in localStorage under one fixed key. */
export interface Session {
  token: string;
  user: User;
}

/** For 3 seconds after a successful login a 401 does not log the user out. */
const POST_LOGIN_GRACE_MS = 3000;

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
  forgetSessionEnded();
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

/**
 * A session the API ended (revoked, expired, invalid token) leaves a note for the login page, which
 * says why the reader has to log in again. It lives in sessionStorage (this tab only), so it reaches
 * the login page whichever way the app gets there, and is forgotten once shown or on the next login.
 */
const SESSION_ENDED_KEY = 'wholesale.sessionEnded';
/** An older note is stale: the reader came to the login page some other way. */
const SESSION_ENDED_NOTE_MS = 10 * 60 * 1000;

export function noteSessionEnded(now = Date.now()): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, String(now));
  } catch {
    // Without storage the login page simply says nothing.
  }
}

export function sessionEndedNoted(now = Date.now()): boolean {
  try {
    const at = Number(sessionStorage.getItem(SESSION_ENDED_KEY));
    return at > 0 && now - at >= 0 && now - at < SESSION_ENDED_NOTE_MS;
  } catch {
    return false;
  }
}

export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Nothing to forget.
  }
}

export function isInPostLoginGrace(now = Date.now()): boolean {
  return now - loggedInAt < POST_LOGIN_GRACE_MS;
}

function subscribeSession(listener: () => void): () => void {
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
