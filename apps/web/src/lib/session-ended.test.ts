import type { User } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setTransport } from './api-client.ts';
import { getSession, saveSession, sessionEndedNoted, startSession } from './session.ts';
import { memoryStorage } from '@/lib/testing/memory-storage.ts';

const user = { id: 5, email: 'buyer@example.lt', role: 'customer', is_admin: false } as User;
// A token that itself has years to live: only the API's answer ends the session.
const token = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 10 * 365 * 86_400 }))}.y`;

function answer401(code: string, reason: string, error: string): void {
  setTransport(async () => new Response(JSON.stringify({ success: false, error, code, reason }), { status: 401 }));
}

let hour = 0;
beforeEach(() => {
  // An hour apart: a login in one test leaves no post-login grace (3 s) over the next.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 22, 8) + hour++ * 3_600_000);
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('window', { location: { pathname: '/orders' } });
  saveSession({ token, user });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a session the API ends (revoked, expired or invalid token)', () => {
  it.each([
    ['TOKEN_EXPIRED', 'sessionRevoked', 'Session expired. Please log in again.'],
    ['TOKEN_EXPIRED', 'tokenExpired', 'Invalid or expired token'],
    ['UNAUTHORIZED', 'tokenInvalid', 'Invalid or expired token'],
  ])('when a request is answered 401 %s (%s), then the session ends and the login page is told why', async (code, reason, error) => {
    answer401(code, reason, error);
    await expect(api('/orders')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(sessionEndedNoted()).toBe(true);
    // A login starts afresh: the note is gone.
    startSession({ token, user });
    expect(sessionEndedNoted()).toBe(false);
  });

  it('when a wrong password is answered 401 on the login call, then nothing is noted', async () => {
    answer401('INVALID_CREDENTIALS', 'invalidCredentials', 'Invalid email or password');
    await expect(api('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(sessionEndedNoted()).toBe(false);
  });

  it('when the note is older than ten minutes, then the login page no longer reads it as the reason', async () => {
    answer401('TOKEN_EXPIRED', 'sessionRevoked', 'Session expired. Please log in again.');
    await expect(api('/orders')).rejects.toMatchObject({ status: 401 });
    expect(sessionEndedNoted(Date.now() + 11 * 60 * 1000)).toBe(false);
  });
});
