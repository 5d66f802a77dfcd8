import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountBalanceAnswerSchema, receivablesAnswerSchema, receivablesCsvQuerySchema, receivablesQuerySchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/auth.ts';
import { sendCsv } from '../../http/send-csv.ts';
import { receivablesCsv } from './receivables.csv.ts';
import { accountBalance, allReceivables, receivables } from './receivables.service.ts';
import { fileAnswer, refusals } from '../../http/route-answers.ts';

/**
 * Under /api/invoices (decision 080): `GET /admin/receivables` (a page of customers with what each
 * owes, aged on `as_of`, and the total row) and `GET /admin/receivables.csv` (every customer and the
 * total row), for administrators. The static paths win over `/admin/:id`.
 */
export async function receivablesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/receivables',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: receivablesQuerySchema, response: { 200: receivablesAnswerSchema, ...refusals('admin', 'input') } },
    },
    async (request) => ({ success: true as const, ...(await receivables(ctx, request.query)) }),
  );
  r.get(
    '/admin/receivables.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        querystring: receivablesCsvQuerySchema,
        response: { 200: fileAnswer('Every customer and the total as CSV', 'text/csv'), ...refusals('admin', 'input') },
      },
    },
    async (request, reply) => {
      const { asOf, rows, total } = await allReceivables(ctx, request.query);
      return sendCsv(reply, { filename: `receivables-${asOf}.csv`, csv: receivablesCsv(rows, total, request.query.lang ?? 'en') });
    },
  );
}

/** Under /api/account: `GET /balance`, the signed-in customer's own open invoices, latest payments and totals. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/balance',
      { preHandler: app.requireUser, schema: { response: { 200: accountBalanceAnswerSchema, ...refusals('user') } } },
      async (request) => ({
        success: true as const,
        ...(await accountBalance(ctx, currentUser(request).id)),
      }),
    );
}
