import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, PERMISSIONS, STAFF_ROLES, type StaffRole } from '@shop/domain';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer, staffToken } from '../test/factories.ts';
import { buildApp } from '../app.ts';
import { ROUTE_PERMISSIONS } from './route-permissions.ts';

// Decision 092: every administrators' route is in the permission table, and each role meets exactly
// the refusals the table gives it.

/** A value for each parameter of the table's patterns, of the right kind (an id nobody has). */
const PARAMS: Record<string, string> = {
  id: '999999',
  userId: '999999',
  productId: '999999',
  addressId: '999999',
  month: '2020-01',
  lang: 'en',
  key: 'nav.home',
  ref: 'nothing.webp',
  userType: 'SHOP',
};

const routes = Object.entries(ROUTE_PERMISSIONS).map(([key, permission]) => {
  const [method, pattern] = key.split(' ') as [string, string];
  const url = pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = PARAMS[name];
    if (value === undefined) throw new Error(`no test value for :${name} of ${key}`);
    return value;
  });
  return { key, method, url, permission };
});

let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
let customer: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  for (const role of STAFF_ROLES) tokens[role] = await staffToken(t.app, t.db, role);
  customer = (await adminAndCustomerTokens(t.app, t.db)).customer;
});
afterAll(async () => t.close());

async function call(route: (typeof routes)[number], token: string) {
  const body = route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} };
  return t.app.inject({ method: route.method as 'GET', url: route.url, headers: bearer(token), ...body });
}

describe('the permission table over every administrators’ route', () => {
  it('when the table is read, then every permission it names exists and every permission guards some route', () => {
    expect(routes.length).toBeGreaterThan(90);
    const used = new Set(routes.map((route) => route.permission));
    expect(PERMISSIONS.filter((permission) => !used.has(permission) && permission !== 'dashboard.read')).toEqual([]);
  });

  it.each(STAFF_ROLES)(
    'when a %s calls every route, then exactly the routes its role lacks answer 403 FORBIDDEN_FOR_ROLE naming it',
    async (role) => {
      const wrong: string[] = [];
      for (const route of routes) {
        const response = await call(route, tokens[role]);
        const refused = response.statusCode === 403 && response.json().code === 'FORBIDDEN_FOR_ROLE';
        if (response.statusCode >= 500) wrong.push(`${route.key}: ${response.statusCode}`);
        if (refused !== !can(role, route.permission)) wrong.push(`${route.key}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        if (refused)
          expect(response.json()).toMatchObject({ reason: 'forbiddenForRole', params: { role }, error: `Your role (${role}) does not allow this` });
      }
      expect(wrong).toEqual([]);
    },
  );

  it('when a customer calls every route, then each answers 403 ADMIN_REQUIRED as before roles', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await call(route, customer);
      if (response.statusCode !== 403 || response.json().code !== 'ADMIN_REQUIRED') wrong.push(`${route.key}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('when a route guarded by requireAdmin has no line in the table, then the app does not start and names it', async () => {
    const app = await buildApp({ config: t.config, database: t.database, serveWeb: false });
    app.get('/api/unlisted/admin/thing', { preHandler: app.requireAdmin }, async () => ({ ok: true }));
    app.register(async (scope) => {
      scope.post('/api/unlisted/admin/other', { onRequest: [scope.requireAdmin] }, async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(
      /without a line in ROUTE_PERMISSIONS: GET \/api\/unlisted\/admin\/thing, POST \/api\/unlisted\/admin\/other/,
    );
    await app.close().catch(() => undefined);
  });

  it('when requireAdmin is a plugin-wide hook, then its routes fail loudly instead of going unchecked', async () => {
    const app = await buildApp({ config: t.config, database: t.database, serveWeb: false });
    app.register(async (scope) => {
      scope.addHook('preHandler', scope.requireAdmin);
      scope.get('/api/sneaky', async () => ({ ok: true }));
    });
    await app.ready();
    expect((await app.inject({ url: '/api/sneaky', headers: bearer(tokens.owner) })).statusCode).toBe(500);
    await app.close();
  });
});
