import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountingExportQuerySchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { fileAnswer, refusals } from '../../http/route-answers.ts';
import { sendCsv } from '../../http/send-csv.ts';
import { journalCsv, paymentsCsv } from './accounting.service.ts';

/**
 * The bridge to accounting (decision 083), registered beside the invoices routes, administrators only:
 * GET /api/invoices/admin/journal.csv?from=&to= (the sales journal) and /payments.csv?from=&to= (the
 * payments received). A period of days, both included, at most a year.
 */
export async function accountingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = (what: string) => ({
    preHandler: app.requireAdmin,
    schema: { querystring: accountingExportQuerySchema, response: { 200: fileAnswer(what, 'text/csv'), ...refusals('admin', 'input') } },
  });
  r.get('/admin/journal.csv', options('The sales journal as CSV'), async (request, reply) => sendCsv(reply, journalCsv(ctx, request.query)));
  r.get('/admin/payments.csv', options('The payments received as CSV'), async (request, reply) => sendCsv(reply, paymentsCsv(ctx, request.query)));
}
