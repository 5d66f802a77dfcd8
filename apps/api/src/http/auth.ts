import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@shop/domain';
import type { SessionClaims, SessionTokens, VerifyResult } from '../lib/jwt.ts';
import { fail } from './app-error.ts';

export interface SessionUser {
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
    /** preHandler: as requireUser, and the user is an administrator. */
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

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    markPrivate(reply);
    request.currentUser = await resolve(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    markPrivate(reply);
    const user = await resolve(request);
    if (!user.is_admin) throw fail('adminRequired');
    request.currentUser = user;
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

/** The signed-in user inside a handler guarded by requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): User {
  if (!request.currentUser) throw fail('authRequired');
  return request.currentUser;
}
