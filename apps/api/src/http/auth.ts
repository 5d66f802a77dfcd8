import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { can, type Permission, type StaffRole, type User } from '@shop/domain';
import type { SessionClaims, SessionTokens, VerifyResult } from '../lib/jwt.ts';
import { fail } from './app-error.ts';
import { permissionOf, ROUTE_PERMISSIONS, routeKey } from './route-permissions.ts';

interface SessionUser {
  user: User;
  tokenVersion: number;
}

/** The live session of a request guarded by requireUser/requireAdmin. */
export function currentSession(request: FastifyRequest): string {
  if (!request.sessionId) throw fail('authRequired');
  return request.sessionId;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: User | null;
    /** The signed-in device's session (logout ends it). */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer token of an active user with a live session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * A route's own onRequest or preHandler (never a plugin-wide hook: see adminOnly), always run as its
     * first onRequest: as requireUser, the user is a member of staff, and its role holds the permission
     * ROUTE_PERMISSIONS gives the route (decision 092).
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads the user when a token is sent; a visitor or a bad token stays anonymous. */
    optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Signatures already checked: token text → claims until the token's own expiry. Only the signature
 * check is remembered; the user and the session (token version, active flag, logout) are still read
 * on every request, so revocation stays immediate.
 */
class VerifiedTokens {
  readonly #tokens: SessionTokens;
  readonly #claims = new Map<string, { claims: SessionClaims; expiresAt: number }>();

  constructor(tokens: SessionTokens) {
    this.#tokens = tokens;
  }

  async verify(token: string): Promise<VerifyResult> {
    const known = this.#claims.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return { ok: true, claims: known.claims, expiresAt: known.expiresAt };
      this.#claims.delete(token);
    }
    const result = await this.#tokens.verify(token);
    if (result.ok) {
      if (this.#claims.size >= MAX_VERIFIED_TOKENS) this.#claims.delete(this.#claims.keys().next().value!);
      this.#claims.set(token, { claims: result.claims, expiresAt: result.expiresAt });
    }
    return result;
  }
}

/** Answers for a signed-in person are theirs alone: no browser or proxy may keep them. */
function markPrivate(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
}

/**
 * Bearer-token guards. The user and the session are loaded on every request, so logout, revocation
 * (token version) and deactivation are immediate.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: {
    tokens: SessionTokens;
    loadUser: (claims: SessionClaims) => Promise<SessionUser | null>;
    /** Told of every request a live session made, with its token's expiry (its last use, decision 090); must not wait for anything. */
    seen?: (sessionId: string, tokenExpiresAt: number) => void;
  },
): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  const verified = new VerifiedTokens(deps.tokens);

  async function resolve(request: FastifyRequest): Promise<User> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw fail('authRequired');
    const result = await verified.verify(match[1]);
    if (!result.ok) throw fail(result.reason === 'expired' ? 'tokenExpired' : 'tokenInvalid');
    const found = await deps.loadUser(result.claims);
    if (!found || found.tokenVersion !== result.claims.tokenVersion || !found.user.is_active) {
      throw fail('sessionRevoked');
    }
    request.sessionId = result.claims.sessionId;
    deps.seen?.(result.claims.sessionId, result.expiresAt);
    return found.user;
  }

  const requireUser = async (request: FastifyRequest, reply: FastifyReply) => {
    markPrivate(reply);
    request.currentUser = await resolve(request);
  };
  app.decorate('requireUser', requireUser);
  // Every route requireAdmin guards, as start-up saw them (decision 092).
  const guarded = new Set<string>();
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    markPrivate(reply);
    // The method of this request: a route may answer several.
    const { method, routeOptions } = request;
    const url = routeOptions.url ?? '';
    const permission = permissionOf(method, url);
    // Only a route's own hook is seen at start-up: a plugin-wide one would slip past the table's check.
    if (!permission || !guarded.has(routeKey(method, url))) {
      throw new Error(`${method} ${url} is guarded by requireAdmin without a line in ROUTE_PERMISSIONS, or as a plugin-wide hook`);
    }
    const user = await resolve(request);
    if (!user.is_admin) throw fail('adminRequired');
    // Staff without two-factor sign-in while the shop requires it: only its setup (requireUser routes) until then (decision 094).
    if (user.mfa_setup_required) throw fail('mfaSetupRequired');
    assertRoleMay(user, permission);
    request.currentUser = user;
  };
  app.decorate('requireAdmin', requireAdmin);
  // Each route's method and pattern as declared (Fastify reuses the options for a prefix's "/" twin),
  // and its options, whose hooks later onRoute hooks (adminOnly) may still add to.
  const routes: Array<{ keys: string[]; route: RouteOptions }> = [];
  app.addHook('onRoute', (route) => {
    // Whichever hook a route names them in, requireAdmin and requireUser run first (onRequest): a visitor
    // is 401 and a role that may not use a route 403 before its body is read or validated, and learns
    // nothing of either (decision 108).
    const preHandlers = [route.preHandler ?? []].flat();
    const guards = [requireAdmin, requireUser].filter((guard) => preHandlers.some((hook) => hook === guard));
    if (guards.length > 0) {
      route.preHandler = preHandlers.filter((hook) => !guards.some((guard) => guard === hook));
      route.onRequest = [...guards, ...[route.onRequest ?? []].flat()];
    }
    routes.push({ keys: [route.method].flat().map((method) => routeKey(method, route.url)), route });
  });
  // Start-up fails on an administrators' route the permission table does not name: none slips through.
  app.addHook('onReady', async () => {
    const missing: string[] = [];
    for (const { keys } of routes.filter(({ route }) => guardsOf(route).includes(requireAdmin))) {
      for (const key of keys) {
        if (!(key in ROUTE_PERMISSIONS)) missing.push(key);
        guarded.add(key);
      }
    }
    if (missing.length > 0) throw new Error(`Administrators' routes without a line in ROUTE_PERMISSIONS: ${[...new Set(missing)].join(', ')}`);
  });
  app.decorate('optionalUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.authorization) return;
    markPrivate(reply);
    try {
      request.currentUser = await resolve(request);
    } catch {
      request.currentUser = null;
    }
  });
}

/** The guards a route declares itself (onRequest, preValidation, preHandler), as start-up sees them. */
function guardsOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flat();
}

/**
 * Guards every route a plugin declares after this call with requireAdmin, put on each route as its own
 * first onRequest hook (before the body is read), so the start-up check sees it.
 */
export function adminOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.onRequest = [app.requireAdmin, ...[route.onRequest ?? []].flat()];
  });
}

/**
 * The signed-in user inside a handler guarded by requireUser/requireAdmin. In a route customers and
 * staff share, `staffNeeds` is the permission the staff's side of it needs (decision 092): a member
 * of staff whose role lacks it is refused as requireAdmin refuses.
 */
export function currentUser(request: FastifyRequest, staffNeeds?: Permission): User {
  const user = request.currentUser;
  if (!user) throw fail('authRequired');
  if (staffNeeds && user.is_admin) assertRoleMay(user, staffNeeds);
  return user;
}

/**
 * The signed-in staff member's role when it lacks `permission`, else undefined: for a route open to
 * several roles whose one part needs more (a warehouse worker edits an order's items, not its prices).
 */
export function roleLacking(request: FastifyRequest, permission: Permission): StaffRole | undefined {
  const role = request.currentUser?.staff_role;
  return role && !can(role, permission) ? role : undefined;
}

/** 403 FORBIDDEN_FOR_ROLE naming the role, unless the member's role holds the permission. */
function assertRoleMay(user: User, permission: Permission): void {
  // Every administrator has a role (migration 2026-12-06-staff-roles, and every write since): none may do nothing.
  if (!can(user.staff_role, permission)) throw fail('forbiddenForRole', { role: user.staff_role ?? 'none' });
}
