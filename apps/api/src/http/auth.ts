import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '@shop/domain';
import type { SessionTokens } from '../lib/jwt.ts';
import { AppError } from './app-error.ts';

export interface SessionUser {
  user: User;
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: User | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer token of an active user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: as requireUser, and the user is an administrator. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: reads the user when a token is sent; a visitor or a bad token stays anonymous. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
}

export const AUTH_TEXTS = {
  missing: 'Authentication required',
  invalid: 'Invalid or expired token',
  revoked: 'Session expired. Please log in again.',
  admin: 'Admin access required',
} as const;

/** Bearer-token guards. The user is loaded on every request so revocation (token version, deactivation) is immediate. */
export function registerAuth(app: FastifyInstance, deps: { tokens: SessionTokens; loadUser: (id: number) => Promise<SessionUser | null> }): void {
  app.decorateRequest('currentUser', null);

  async function resolve(request: FastifyRequest): Promise<User> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new AppError('UNAUTHORIZED', AUTH_TEXTS.missing);
    const result = await deps.tokens.verify(match[1]);
    if (!result.ok) throw new AppError(result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED', AUTH_TEXTS.invalid);
    const found = await deps.loadUser(result.claims.userId);
    if (!found || found.tokenVersion !== result.claims.tokenVersion || !found.user.is_active) {
      throw new AppError('TOKEN_EXPIRED', AUTH_TEXTS.revoked);
    }
    return found.user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.currentUser = await resolve(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await resolve(request);
    if (!user.is_admin) throw new AppError('ADMIN_REQUIRED', AUTH_TEXTS.admin);
    request.currentUser = user;
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    try {
      request.currentUser = await resolve(request);
    } catch {
      request.currentUser = null;
    }
  });
}

/** The signed-in user inside a handler guarded by requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): User {
  if (!request.currentUser) throw new AppError('UNAUTHORIZED', AUTH_TEXTS.missing);
  return request.currentUser;
}
