import { can, type User } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setTransport } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { getSession, saveSession } from './session.ts';
import { FOCUS_REFRESH_MS, followRoleChanges } from './session-refresh.ts';
import { staffRoleOf } from './start-page.ts';
import { memoryStorage } from '@/lib/testing/memory-storage.ts';

// Decision 099: a role the owner changes reaches the member's open tab without a reload.

const token = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 10 * 365 * 86_400 }))}.y`;
const sales = { id: 7, email: 'sales@example.lt', role: 'admin', is_admin: true, staff_role: 'sales' } as User;
const json = (status: number, body: object) => new Response(JSON.stringify(body), { status });

/** The server: GET /auth/me answers `me`, every other call `other`; the paths asked are kept. */
function server(me: () => Response, other: () => Response = () => json(200, { success: true })) {
  const asked: string[] = [];
  setTransport(async (url) => {
    asked.push(url);
    return url === '/api/auth/me' ? me() : other();
  });
  return asked;
}
const meAsked = (asked: string[]) => asked.filter((url) => url === '/api/auth/me').length;
const roleNow = () => staffRoleOf(getSession()?.user);

// One window and document for the whole file: the tab's listeners are registered once, as in a browser.
const win = Object.assign(new EventTarget(), { location: { pathname: '/admin/products' } });
const doc = Object.assign(new EventTarget(), { cookie: '', visibilityState: 'visible' });
/** Past the minute since the last reading. */
const aMinuteLater = () => vi.setSystemTime(Date.now() + 2 * FOCUS_REFRESH_MS);
let hour = 0;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Each test an hour later than the last: the last reading is always longer ago than a minute.
  vi.setSystemTime(Date.UTC(2026, 11, 7, 8) + hour++ * 3_600_000);
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  // As the administrators' code does once it loads.
  followRoleChanges();
  saveSession({ token, user: sales });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a 403 FORBIDDEN_FOR_ROLE', () => {
  it('when a list the screen asks for is refused for the role, then the session is read again and the screens follow the new role (the warehouse sees no prices)', async () => {
    const asked = server(
      () => json(200, { success: true, user: { ...sales, staff_role: 'warehouse' } }),
      () =>
        json(403, {
          success: false,
          error: 'Your role does not allow this',
          code: 'FORBIDDEN_FOR_ROLE',
          reason: 'forbiddenForRole',
          params: { role: 'warehouse' },
        }),
    );
    expect(can(roleNow(), 'prices.manage')).toBe(true);
    await expect(queryClient.fetchQuery({ queryKey: ['refused'], queryFn: () => api('/products/admin/all') })).rejects.toMatchObject({
      status: 403,
      reason: 'forbiddenForRole',
    });
    await vi.waitFor(() => expect(roleNow()).toBe('warehouse'));
    expect(can(roleNow(), 'prices.manage')).toBe(false);
    expect(can(roleNow(), 'stock.manage')).toBe(true);
    expect(meAsked(asked)).toBe(1);
  });

  it('when a save is refused for the role, then the session is read again too', async () => {
    const asked = server(
      () => json(200, { success: true, user: { ...sales, staff_role: 'accountant' } }),
      () => json(403, { success: false, error: 'No', code: 'FORBIDDEN_FOR_ROLE', reason: 'forbiddenForRole', params: { role: 'accountant' } }),
    );
    const save = queryClient.getMutationCache().build(queryClient, { mutationFn: () => api('/products/1', { method: 'PUT', body: {} }) });
    await expect(save.execute(undefined)).rejects.toMatchObject({ status: 403 });
    await vi.waitFor(() => expect(roleNow()).toBe('accountant'));
    expect(meAsked(asked)).toBe(1);
  });

  it('when a 403 has another reason (an unapproved account), then the session is not read again', async () => {
    const asked = server(
      () => json(200, { success: true, user: sales }),
      () => json(403, { success: false, error: 'Pending', code: 'ACCOUNT_PENDING', reason: 'accountPending' }),
    );
    await expect(queryClient.fetchQuery({ queryKey: ['pending'], queryFn: () => api('/orders') })).rejects.toMatchObject({ status: 403 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(meAsked(asked)).toBe(0);
  });
});

describe('a return to the tab', () => {
  it('when the member comes back to the tab, then the session is read again, at most once a minute', async () => {
    const asked = server(() => json(200, { success: true, user: { ...sales, staff_role: 'accountant' } }));
    aMinuteLater();
    win.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(roleNow()).toBe('accountant'));
    win.dispatchEvent(new Event('focus'));
    doc.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(meAsked(asked)).toBe(1);

    aMinuteLater();
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(meAsked(asked)).toBe(2));
  });

  it('when the owner’s change ended the member’s sessions, then the return to the tab logs it out', async () => {
    server(() => json(401, { success: false, error: 'Session ended', code: 'TOKEN_EXPIRED', reason: 'sessionRevoked' }));
    aMinuteLater();
    win.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(getSession()).toBeNull());
  });
});
