import type { User } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, lastForbiddenReason, setTransport, shouldLogoutOn401 } from './api-client.ts';
import { getSession, saveSession } from './session.ts';
import { memoryStorage } from '@/lib/testing/memory-storage.ts';

const jwtExpiringIn = (ms: number) => `x.${btoa(JSON.stringify({ exp: Math.floor((Date.now() + ms) / 1000) }))}.y`;

describe('when a 401 ends the session, by the refusal reason', () => {
  it('when the login call itself fails, then the user is not logged out', () => {
    expect(shouldLogoutOn401('sessionRevoked', '/auth/login', 'tok')).toBe(false);
  });

  it.each(['authRequired', 'tokenInvalid', 'tokenExpired', 'sessionRevoked'])('when the reason is %s, then the user is logged out', (reason) => {
    expect(shouldLogoutOn401(reason, '/auth/me', jwtExpiringIn(3_600_000 * 5))).toBe(true);
  });

  it.each(['invalidCredentials', 'mfaRequired', 'mfaCodeInvalid'])('when the reason is %s, then the session is kept', (reason) => {
    expect(shouldLogoutOn401(reason, '/auth/profile/password', jwtExpiringIn(-1000))).toBe(false);
  });

  it('when a 401 carries no reason, then an expired or undecodable token logs out and a live one does not', () => {
    expect(shouldLogoutOn401(undefined, '/orders', jwtExpiringIn(-1000))).toBe(true);
    expect(shouldLogoutOn401(undefined, '/orders', 'garbage')).toBe(true);
    expect(shouldLogoutOn401(undefined, '/orders', jwtExpiringIn(3_600_000 * 5))).toBe(false);
  });
});

const user = { id: 7, email: 'staff@example.lt', role: 'admin', is_admin: true } as User;
const token = jwtExpiringIn(10 * 365 * 86_400_000);
// Each English text is one a message-reading client would have decided the other way.
function answer(status: number, code: string, reason: string, error: string): void {
  setTransport(async () => new Response(JSON.stringify({ success: false, error, code, reason }), { status }));
}

describe('the API client on a real answer', () => {
  let hour = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 8) + hour++ * 3_600_000);
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('window', { location: { pathname: '/admin/orders' } });
    saveSession({ token, user });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('when a 401 says the session ended (sessionRevoked), then the user is logged out whatever its English text', async () => {
    answer(401, 'TOKEN_EXPIRED', 'sessionRevoked', 'Access to this role was withdrawn');
    await expect(api('/orders/admin/all')).rejects.toMatchObject({ status: 401, reason: 'sessionRevoked' });
    expect(getSession()).toBeNull();
  });

  it('when a 401 refuses something else (invalidCredentials), then the session is kept even if the text speaks of a token', async () => {
    answer(401, 'INVALID_CREDENTIALS', 'invalidCredentials', 'Invalid or expired token');
    await expect(api('/auth/profile/password', { method: 'PUT' })).rejects.toMatchObject({ status: 401 });
    expect(getSession()?.token).toBe(token);
  });

  it.each([
    ['ADMIN_REQUIRED', 'adminRequired', 'Your role does not allow this'],
    ['FORBIDDEN_FOR_ROLE', 'forbiddenForRole', 'Admin access required'],
    ['ACCOUNT_PENDING', 'accountPending', 'Admin access required'],
  ])('when a 403 is %s (%s), then its case is recorded by the reason, not the text, and the session is kept', async (code, reason, error) => {
    answer(403, code, reason, error);
    await expect(api('/users/admin/all')).rejects.toMatchObject({ status: 403, code, reason });
    expect(lastForbiddenReason).toBe(reason);
    expect(getSession()?.token).toBe(token);
  });
});
