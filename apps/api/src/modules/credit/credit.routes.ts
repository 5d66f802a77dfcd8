import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creditStandingAnswerSchema, idParamSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { adminOnly } from '../../http/auth.ts';
import { customerCredit } from './credit.service.ts';
import { refusals } from '../../http/route-answers.ts';

/** The administrators' view of a customer's credit, under /api/users/admin beside the customer's other calls. */
export async function creditAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  // Decision 082: the customer's credit limit beside what it owes (open and overdue invoices, orders not invoiced yet).
  r.get(
    '/:id/credit',
    { schema: { params: idParamSchema, response: { 200: creditStandingAnswerSchema, ...refusals('admin', 'input', 404) } } },
    async (request) => ({
      success: true as const,
      credit: await customerCredit(ctx, request.params.id),
    }),
  );
}
