import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogAnswerSchema, auditQuerySchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { auditLog } from './audit.service.ts';

/** GET /api/audit-log (administrators): read only; no route changes or deletes an entry. */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/',
      { preHandler: app.requireAdmin, schema: { querystring: auditQuerySchema, response: { 200: auditLogAnswerSchema } } },
      async (request) => ({
        success: true as const,
        ...(await auditLog(ctx, request.query)),
      }),
    );
}
