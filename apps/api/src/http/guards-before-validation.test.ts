import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer } from '../test/factories.ts';
import { ROUTE_PERMISSIONS, routeKey } from './route-permissions.ts';

// Decision 108: a route's guards run before its input is read. A visitor is 401 and a customer on an
// administrators' route 403, whatever the body, query or path: never a 400 whose field details tell
// what the route takes.

const declared: RouteOptions[] = [];
let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { onRoute: (route) => void declared.push(route) });
  customer = (await adminAndCustomerTokens(t.app, t.db)).customer;
});
afterAll(async () => t.close());

/** The routes, as start-up left them, that a guard protects (every route: undefined); writes only (they take a body). */
function guardedWrites(guard: unknown): Array<{ method: string; url: string }> {
  return declared.flatMap((route) =>
    guard === undefined || [route.onRequest, route.preValidation, route.preHandler].flat().some((hook) => hook === guard)
      ? [route.method].flat().flatMap((method) => (['GET', 'HEAD', 'OPTIONS'].includes(method) ? [] : [{ method, url: route.url }]))
      : [],
  );
}

const malformed = (method: string, url: string, token?: string) =>
  t.app.inject({
    method: method as 'POST',
    // Every parameter malformed too: a path a schema would refuse.
    url: url.replace(/:[A-Za-z_]+/g, 'not-a-number'),
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    payload: '{"broken": [',
  });

describe('guards before validation on every write route', () => {
  it('when a visitor sends a malformed body to any administrators’ write route, then it is 401, and a customer 403', async () => {
    const routes = guardedWrites(t.app.requireAdmin);
    // The route table's administrators' writes are the permission table's, every one.
    const writesInTable = Object.keys(ROUTE_PERMISSIONS).filter((key) => !key.startsWith('GET '));
    expect(routes.map(({ method, url }) => routeKey(method, url)).sort()).toEqual(writesInTable.sort());
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      const visitor = await malformed(method, url);
      if (visitor.statusCode !== 401) wrong.push(`visitor ${method} ${url}: ${visitor.statusCode}`);
      const asCustomer = await malformed(method, url, customer);
      if (asCustomer.statusCode !== 403 || asCustomer.json().reason !== 'adminRequired')
        wrong.push(`customer ${method} ${url}: ${asCustomer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('when a visitor sends a malformed body to any signed-in customer’s write route, then it is 401 before the body is read', async () => {
    // The cart and the addresses guard every route of theirs with one plugin-wide onRequest hook.
    const pluginWide = guardedWrites(undefined).filter(({ url }) => url.startsWith('/api/cart') || url.startsWith('/api/users/addresses'));
    const routes = [...guardedWrites(t.app.requireUser), ...pluginWide];
    expect(pluginWide.length).toBeGreaterThan(3);
    expect(routes.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      const visitor = await malformed(method, url);
      if (visitor.statusCode !== 401 || visitor.json().reason !== 'authRequired') wrong.push(`visitor ${method} ${url}: ${visitor.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
