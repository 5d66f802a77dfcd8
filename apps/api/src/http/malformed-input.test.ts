import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, staffToken } from '../test/factories.ts';

// Decision 108: whatever a client sends, malformed, of the wrong type, too long, with control
// characters or impossible dates, in the body, the query or the path, the answer is a 4xx, never a
// 5xx. Every route of the app, as the route table has it, as a visitor and as the owner.

interface Route {
  method: string;
  url: string;
  body: string[];
  query: string[];
  hasBody: boolean;
  hasQuery: boolean;
}

type Schemaish = { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } };

/** The field names a zod schema reads (through its pipes, refinements, optionals and unions). */
function fieldsOf(schema: unknown, depth = 0): string[] {
  if (typeof schema !== 'object' || schema === null || depth > 8) return [];
  const { shape, _zod } = schema as Schemaish;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  const def = _zod?.def ?? {};
  const inner = [def.in, def.innerType, def.schema, ...(Array.isArray(def.options) ? def.options : [])];
  return [...new Set(inner.flatMap((part) => fieldsOf(part, depth + 1)))];
}

const routes: Route[] = [];
function collect(route: RouteOptions): void {
  for (const method of [route.method].flat()) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
    routes.push({
      method,
      url: route.url,
      body: fieldsOf(schema.body),
      query: fieldsOf(schema.querystring),
      hasBody: schema.body !== undefined,
      hasQuery: schema.querystring !== undefined,
    });
  }
}

/** The route's pattern with each parameter (and a `*`) given `value`. */
const filled = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, encodeURIComponent(value)).replace(/\*$/, encodeURIComponent(value));

const CONTROL = 'a\u0000b\u0007c\u001bd\nline';
const LONG = 'x'.repeat(20_000);
const IMPOSSIBLE_DAY = '2026-02-30';

interface Attempt {
  route: Route;
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
}

const json = (value: unknown) => JSON.stringify(value);
const every = (fields: string[], value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
const queryOf = (fields: string[], value: (field: string) => string | string[]) => {
  const search = new URLSearchParams();
  for (const field of fields) for (const part of [value(field)].flat()) search.append(field, part);
  return search.toString();
};

/** A few malformed requests for one route: each a way a client can get it wrong. */
function attemptsFor(route: Route): Attempt[] {
  const safeUrl = filled(route.url, '999999');
  const attempts: Attempt[] = [];
  const write = route.method !== 'GET';
  if (write) attempts.push({ route, label: 'malformed JSON', url: safeUrl, payload: '{"a": [1,', contentType: 'application/json' });
  if (write && route.hasBody) {
    const fields = route.body.length > 0 ? route.body : ['unknown'];
    attempts.push({ route, label: 'wrong types', url: safeUrl, payload: json(every(fields, { nested: [true] })), contentType: 'application/json' });
    attempts.push({
      route,
      label: 'control characters in the body',
      url: safeUrl,
      payload: json(every(fields, CONTROL)),
      contentType: 'application/json',
    });
    attempts.push({
      route,
      label: 'oversized strings',
      url: safeUrl,
      payload: json(every(fields.slice(0, 40), LONG)),
      contentType: 'application/json',
    });
    attempts.push({ route, label: 'impossible dates', url: safeUrl, payload: json(every(fields, IMPOSSIBLE_DAY)), contentType: 'application/json' });
    attempts.push({ route, label: 'a body that is no object', url: safeUrl, payload: '"text"', contentType: 'application/json' });
  }
  if (route.hasQuery && route.query.length > 0) {
    const periods = (day: string, reversed: string) => (field: string) => (field === 'from' ? reversed : field === 'to' ? '2026-01-01' : day);
    attempts.push({ route, label: 'control characters in the query', url: `${safeUrl}?${queryOf(route.query, () => CONTROL)}` });
    attempts.push({ route, label: 'repeated and oversized query values', url: `${safeUrl}?${queryOf(route.query, () => ['1', 'x'.repeat(3000)])}` });
    attempts.push({
      route,
      label: 'impossible dates in the query',
      url: `${safeUrl}?${queryOf(route.query, periods(IMPOSSIBLE_DAY, '2026-13-01'))}`,
    });
    attempts.push({ route, label: 'a period backwards', url: `${safeUrl}?${queryOf(route.query, periods('-1', '2026-12-31'))}` });
  }
  if (/[:*]/.test(route.url)) {
    for (const value of [CONTROL, 'x'.repeat(400), IMPOSSIBLE_DAY, '-1', '1e999'])
      attempts.push({ route, label: `path parameter ${json(value.slice(0, 12))}`, url: filled(route.url, value) });
  }
  return attempts;
}

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '100000', RATE_LIMIT_LOGIN_ADDRESS_MAX: '100000' }, { onRoute: collect });
  owner = await staffToken(t.app, t.db, 'owner');
});
afterAll(async () => t.close());

async function fuzz(token: string | null): Promise<{ sent: number; failures: string[] }> {
  const attempts = routes.flatMap(attemptsFor);
  const failures: string[] = [];
  const BATCH = 24;
  for (let at = 0; at < attempts.length; at += BATCH) {
    await Promise.all(
      attempts.slice(at, at + BATCH).map(async ({ route, label, url, payload, contentType }) => {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...(token ? bearer(token) : {}), ...(contentType ? { 'content-type': contentType } : {}) },
          ...(payload === undefined ? {} : { payload }),
        });
        if (response.statusCode >= 500)
          failures.push(`${route.method} ${route.url} (${label}): ${response.statusCode} ${response.body.slice(0, 160)}`);
      }),
    );
  }
  return { sent: attempts.length, failures };
}

describe('every route, every malformed input: a 4xx, never a 5xx', () => {
  it('when the route table is read, then it holds the whole API and the site files', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.some((route) => route.url === '/sitemap.xml')).toBe(true);
  });

  it('when a visitor sends every route malformed input, then no route answers a 5xx', { timeout: 120_000 }, async () => {
    const { sent, failures } = await fuzz(null);
    expect(sent).toBeGreaterThan(routes.length);
    expect(failures).toEqual([]);
  });

  it('when the owner sends every route malformed input, then no route answers a 5xx', { timeout: 120_000 }, async () => {
    const { sent, failures } = await fuzz(owner);
    expect(sent).toBeGreaterThan(routes.length);
    expect(failures).toEqual([]);
    // The owner was signed in throughout: every request met the routes' own validation, not a 401.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner) })).statusCode).toBe(200);
  });
});
