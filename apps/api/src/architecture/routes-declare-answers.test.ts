import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorAnswerSchema, idParamSchema, okAnswer } from '@shop/domain';
import { isReferenceRoute, routeGuards } from '../http/api-reference.ts';
import { refusals } from '../http/route-answers.ts';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';

// Every route of the API declares its answers (decision 106): a success answer (JSON from the domain,
// or a file's media types) and the one error answer for 500 and 503 (or its own answer for 503), 401
// and 403 when it is guarded, 400 when it reads input. Fastify serializes each answer with the schema of its status, and the
// published reference is made from the same schemas, so what is declared is what is sent.

/** Routes kept out of the reference, each for its reason. */
const HIDDEN = new Set([
  // The operators' Prometheus scrape (decision 110): text for a monitoring system, not the shop's API.
  'GET /api/metrics/',
]);

interface Guards {
  user: unknown;
  admin: unknown;
}

/** The error answer, or a union that has it as one option (an answer that carries more beside a refusal, as the products import's). */
const isErrorAnswer = (schema: unknown) =>
  schema === apiErrorAnswerSchema || (schema instanceof z.ZodUnion && schema.options.includes(apiErrorAnswerSchema));

/** What a route lacks of its answers, worded for the failure; empty when it declares them all. */
function missingAnswers(
  route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'onRequest' | 'preValidation' | 'preHandler'>,
  guards: Guards,
): string[] {
  const schema = (route.schema ?? {}) as { response?: Record<string, unknown>; hide?: boolean } & Record<string, unknown>;
  const name = `${[route.method].flat().join('|')} ${route.url}`;
  if (schema.hide) return HIDDEN.has(name) ? [] : [`${name}: hidden from the reference without a reason in HIDDEN`];
  const response = schema.response ?? {};
  const missing: string[] = [];
  if (!Object.keys(response).some((status) => /^2\d\d$/.test(status))) missing.push('a success answer (2xx)');
  const needs = ['500', '503'];
  const hooks = routeGuards(route);
  if (hooks.includes(guards.user) || hooks.includes(guards.admin)) needs.push('401', '403');
  if (['params', 'querystring', 'body', 'headers'].some((part) => schema[part])) needs.push('400');
  for (const status of needs) {
    // A route may answer 503 with its own body (readiness says what is not ready); any other refusal is the error answer.
    const declared = status === '503' ? response[status] !== undefined : isErrorAnswer(response[status]);
    if (!declared) missing.push(`the error answer for ${status}`);
  }
  return missing.length === 0 ? [] : [`${name} lacks ${missing.join(', ')}`];
}

describe('every route declares its answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when a route of the API lacks its success answer or the error answer for a status it can give, then this fails and names it', () => {
    const { app } = t;
    const guards = { user: app.requireUser, admin: app.requireAdmin };
    const routes = app.apiRoutes.filter((route) => route.method !== 'HEAD' && !isReferenceRoute(route.url));
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.flatMap((route) => missingAnswers(route, guards))).toEqual([]);
  });

  it('when a route declares nothing, only a success, or hides without a reason, then the rule names what it lacks', () => {
    const guards = { user: () => {}, admin: () => {} };
    const answer = okAnswer({});
    expect(missingAnswers({ method: 'GET', url: '/api/x', schema: {} }, guards)).toEqual([
      'GET /api/x lacks a success answer (2xx), the error answer for 500, the error answer for 503',
    ]);
    expect(
      missingAnswers(
        { method: 'PUT', url: '/api/x/:id', preHandler: guards.admin, schema: { params: idParamSchema, response: { 200: answer } } },
        guards,
      ),
    ).toEqual([
      'PUT /api/x/:id lacks the error answer for 500, the error answer for 503, the error answer for 401, the error answer for 403, the error answer for 400',
    ]);
    expect(missingAnswers({ method: 'GET', url: '/api/y', schema: { hide: true } }, guards)).toEqual([
      'GET /api/y: hidden from the reference without a reason in HIDDEN',
    ]);
    const declared = { params: idParamSchema, response: { 200: answer, ...refusals('admin', 'input', 404) } };
    expect(missingAnswers({ method: 'PUT', url: '/api/x/:id', onRequest: [guards.admin], schema: declared }, guards)).toEqual([]);
  });
});
