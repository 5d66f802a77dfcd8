import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { currentUser } from './auth.ts';

/**
 * The services' context for one request, acting for its signed-in person: what they write is recorded
 * in the audit log under that person (decision 040). Routes guarded by requireUser/requireAdmin only.
 */
export function acting(ctx: AppContext, request: FastifyRequest): AppContext {
  const user = currentUser(request);
  return { ...ctx, actor: { id: user.id, email: user.email } };
}
