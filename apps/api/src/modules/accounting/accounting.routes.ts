import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountingExportQuerySchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { journalCsv, paymentsCsv, type CsvFile } from './accounting.service.ts';

/** A CSV file to download, streamed (compressed like every answer). */
const sendCsv = (reply: FastifyReply, file: CsvFile) =>
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.csv);

/**
 * The bridge to accounting (decision 083), registered beside the invoices routes, administrators only:
 * GET /api/invoices/admin/journal.csv?from=&to= (the sales journal) and /payments.csv?from=&to= (the
 * payments received). A period of days, both included, at most a year.
 */
export async function accountingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: app.requireAdmin, schema: { querystring: accountingExportQuerySchema } };
  r.get('/admin/journal.csv', options, async (request, reply) => sendCsv(reply, journalCsv(ctx, request.query)));
  r.get('/admin/payments.csv', options, async (request, reply) => sendCsv(reply, paymentsCsv(ctx, request.query)));
}
