import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditFilterSchema, auditLogAnswerSchema, auditQuerySchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { sendCsv } from '../../http/send-csv.ts';
import { auditLogCsv } from './audit-export.ts';
import { auditLog } from './audit.service.ts';
import { fileAnswer, refusals } from '../../http/route-answers.ts';

/**
 * GET /api/audit-log (administrators): a page of entries; GET /api/audit-log/export.csv: every entry
 * of the same filters as a file (decision 095). Read only; no route changes or deletes an entry.
 */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: auditQuerySchema, response: { 200: auditLogAnswerSchema, ...refusals('admin', 'input') } },
    },
    async (request) => ({
      success: true as const,
      ...(await auditLog(ctx, request.query)),
    }),
  );
  r.get(
    '/export.csv',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: auditFilterSchema, response: { 200: fileAnswer('The entries as CSV', 'text/csv'), ...refusals('admin', 'input') } },
    },
    async (request, reply) => sendCsv(reply, await auditLogCsv(ctx, request.query)),
  );
}
