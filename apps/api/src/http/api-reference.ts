import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { API_TAGS } from './api-tags.ts';
import { fail } from './app-error.ts';
import { registerCompression } from './compression.ts';

/** Where the reference lives, under /api. */
const OPENAPI_PATH = '/openapi.json';
const DOCS_PREFIX = '/docs';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

const BEARER = 'bearer';

/** The guards of a route as it was declared (its own hooks). */
export function routeGuards(route: Pick<RouteOptions, 'onRequest' | 'preValidation' | 'preHandler'>): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
}

/** The tag of a route: the part of the address after /api a capability lives under (`/api/products/:id` → products). */
function routeTag(url: string): string {
  return url.replace(/^\/api\/?/, '').split('/')[0] || 'api';
}

/** Whether a route is one of the reference's own (the document and the reference page), which it does not list. */
export function isReferenceRoute(url: string): boolean {
  return url === `/api${OPENAPI_PATH}` || url === `/api${DOCS_PREFIX}` || url.startsWith(`/api${DOCS_PREFIX}/`);
}

// The page's code runs in the browser (Swagger UI sends it there as text): what it reads there.
declare const localStorage: { getItem(key: string): string | null };
declare const sessionStorage: { getItem(key: string): string | null };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the API (under /api) as it was declared, the reference's own included (the rule tests read it; decision 106). */
    apiRoutes: RouteOptions[];
  }
}

/**
 * The published API (decision 106): an OpenAPI 3.1 document made from the routes' own zod schemas at
 * `GET /api/openapi.json`, and Swagger UI on it at `/api/docs` (its files served from here). In
 * production the document answers only a signed-in member of staff, anyone else 404 as if it were
 * not there; the page holds nothing of the shop and reads the document with the session the shop
 * keeps in the browser. Registered on the app after the guards and before the API's routes, so it
 * sees every one of them; the document is built on its first request, not at start.
 */
export async function registerApiReference(app: FastifyInstance, config: Config): Promise<void> {
  const routes: RouteOptions[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) routes.push(route);
  });

  const guards = { user: app.requireUser, admin: app.requireAdmin, optional: app.optionalUser };
  const zodTransform = createJsonSchemaTransform({ skipList: [] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wholesale shop API',
        version,
        description: 'Conventions, flows, the error model, paging and idempotency: docs/api.md in the repository.',
      },
      servers: [{ url: '/' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (document) => {
      // Only the API: not the reference itself, the site's pages or the web app.
      if (!document.url.startsWith('/api/') || isReferenceRoute(document.url)) return { schema: { hide: true }, url: document.url };
      const { schema, url } = zodTransform(document);
      const hooks = routeGuards(document.route);
      const signedIn = hooks.includes(guards.user) || hooks.includes(guards.admin);
      // A route open to visitors that reads a session when one is sent: either way.
      const security: Array<Record<string, string[]>> = signedIn ? [{ [BEARER]: [] }] : hooks.includes(guards.optional) ? [{}, { [BEARER]: [] }] : [];
      return { schema: { ...schema, tags: [routeTag(url)], security }, url };
    },
    transformObject: createJsonSchemaTransformObject({}),
  });

  // Production: a member of staff signed in (two-factor set up where required), anyone else 404.
  const staffOnly =
    config.env === 'production'
      ? async (request: FastifyRequest, reply: FastifyReply) => {
          await app.optionalUser(request, reply);
          const user = request.currentUser;
          if (!user?.is_admin || user.mfa_setup_required) throw fail('notFound');
        }
      : undefined;

  await app.register(
    async (reference) => {
      await registerCompression(reference);
      reference.get(OPENAPI_PATH, { schema: { hide: true }, ...(staffOnly ? { onRequest: staffOnly } : {}) }, async (_request, reply) =>
        reply.type('application/json; charset=utf-8').send(JSON.stringify(reference.swagger())),
      );
      await reference.register(swaggerUi, {
        routePrefix: DOCS_PREFIX,
        // The page links its files by their whole address: it is registered under /api.
        indexPrefix: '/api',
        uiConfig: { url: `/api${OPENAPI_PATH}`, requestInterceptor: withShopSession },
        // Its own copies of the document (/json, /yaml) answer whom the document answers.
        uiHooks: {
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            if (staffOnly && /\/(json|yaml)$/.test(request.routeOptions.url ?? '')) await staffOnly(request, reply);
          },
        },
      });
    },
    { prefix: '/api' },
  );
}

/**
 * Runs in the reference page: sends the shop's session (kept by the web app under this key) with
 * each request the page makes, so a member of staff signed in to the shop reads the document.
 */
function withShopSession(request: { headers?: Record<string, string> }) {
  try {
    const session = JSON.parse(localStorage.getItem('wholesale.session') ?? sessionStorage.getItem('wholesale.session') ?? 'null');
    if (session && typeof session.token === 'string') request.headers = { ...request.headers, Authorization: `Bearer ${session.token}` };
  } catch {
    // No session: the request goes as a visitor's.
  }
  return request;
}
