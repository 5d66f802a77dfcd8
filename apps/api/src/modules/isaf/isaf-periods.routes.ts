import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isafMonthParamSchema, isafPeriodClosedAnswerSchema, isafPeriodsAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { currentUser } from '../../http/auth.ts';
import { closePeriod, filedPeriods } from './isaf-periods.service.ts';
import { refusals } from '../../http/route-answers.ts';

/** The months filed with VMI, under /api/invoices (registered beside the i.SAF export): read and mark (decision 052). */
export async function isafPeriodsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/isaf/periods',
    { preHandler: app.requireAdmin, schema: { response: { 200: isafPeriodsAnswerSchema, ...refusals('admin') } } },
    async () => ({
      success: true as const,
      periods: await filedPeriods(ctx),
    }),
  );
  r.post(
    '/admin/isaf/periods/:month/close',
    {
      preHandler: app.requireAdmin,
      schema: { params: isafMonthParamSchema, response: { 200: isafPeriodClosedAnswerSchema, ...refusals('admin', 'input', 404, 409) } },
    },
    async (request) => ({
      success: true as const,
      period: await closePeriod(acting(ctx, request), request.params.month, currentUser(request).id),
    }),
  );
}
