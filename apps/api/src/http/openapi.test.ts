import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer, staffToken } from '../test/factories.ts';
import { isReferenceRoute, routeGuards } from './api-reference.ts';
import { API_TAGS } from './api-tags.ts';

interface Operation {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
}
type Document = {
  openapi: string;
  info: { version: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
};

/** "GET /api/orders/:id" as the document writes it: "get /api/orders/{id}". */
const operationKey = (method: string, url: string) => `${method.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;

describe('the published API (decision 106)', () => {
  let t: TestApp;
  let document: Document;

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => t.close());

  test('the document is valid OpenAPI 3.1 with a bearer scheme, a relative server and a version', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document).toMatchObject({
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    });
    // The parser dereferences what it is given: a copy, so the document above stays as served.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  test('it lists every route of the API but the hidden ones and nothing else, each tagged, a guarded one with the bearer scheme', () => {
    const { app } = t;
    const routes = app.apiRoutes.flatMap((route) =>
      [route.method]
        .flat()
        // A route hidden on purpose (the metrics) is held to its reason by architecture/routes-declare-answers.
        .filter((method) => method !== 'HEAD' && !isReferenceRoute(route.url) && !(route.schema as { hide?: boolean } | undefined)?.hide)
        .map((method) => ({ key: operationKey(method, route.url), guards: routeGuards(route) })),
    );
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, operation })),
    );
    expect(listed.map(({ key }) => key).sort()).toEqual([...new Set(routes.map(({ key }) => key))].sort());
    for (const { key, operation } of listed) expect(operation.tags, key).toHaveLength(1);
    const guarded = routes.filter(({ guards }) => guards.includes(app.requireUser) || guards.includes(app.requireAdmin));
    expect(guarded.length).toBeGreaterThan(50);
    const operations = new Map(listed.map(({ key, operation }) => [key, operation]));
    for (const { key } of guarded) expect(operations.get(key)?.security, key).toEqual([{ bearer: [] }]);
  });

  test('every tag the operations use is described, and every description names a tag in use', () => {
    const used = new Set(Object.values(document.paths).flatMap((methods) => Object.values(methods).flatMap((operation) => operation.tags ?? [])));
    const described = document.tags.map(({ name }) => name);
    expect(
      [...used].filter((tag) => !described.includes(tag)),
      'tags without a description in http/api-tags.ts',
    ).toEqual([]);
    expect(
      described.filter((tag) => !used.has(tag)),
      'descriptions no route uses',
    ).toEqual([]);
    for (const { name, description } of document.tags) expect(description, name).toBe(API_TAGS[name]);
  });

  test("a refusal is the one error answer, shared by reference; a file's answer names its media type", () => {
    const order = document.paths['/api/orders/{id}']?.get;
    expect(order?.responses['404']).toEqual({
      description: expect.any(String),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
    expect(document.components).toMatchObject({
      schemas: { ApiError: { required: expect.arrayContaining(['success', 'error', 'code', 'reason']) } },
    });
    expect(document.paths['/api/invoices/{id}/pdf']?.get?.responses['200']).toMatchObject({
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    });
  });

  test('the reference page and its files are served from the shop itself', async () => {
    // Without the trailing slash the page links its files by their whole address, under /api.
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/api/docs/static/swagger-ui-bundle.js"');
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.body).toContain('/api/openapi.json');
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('in production the document is for staff only (decision 106)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => t.close());

  const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  test('a visitor, a bad token and a customer get 404; an owner and any other member of staff get the document', async () => {
    const { admin: owner, customer } = await adminAndCustomerTokens(t.app, t.db);
    for (const url of ['/api/openapi.json', '/api/docs/json', '/api/docs/yaml']) {
      for (const headers of [{}, bearer('not-a-token'), bearer(customer)]) {
        const refused = await read(url, headers);
        expect(refused.statusCode, url).toBe(404);
        expect(refused.json()).toMatchObject({ success: false, reason: 'notFound' });
      }
      expect((await read(url, bearer(owner))).statusCode, url).toBe(200);
    }
    const warehouse = await staffToken(t.app, t.db, 'warehouse');
    expect((await read('/api/openapi.json', bearer(warehouse))).json()).toMatchObject({ openapi: '3.1.0' });
  });
});
