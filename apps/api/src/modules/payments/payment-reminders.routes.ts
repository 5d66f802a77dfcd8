import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, paymentRemindersAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { schedulePaymentReminders } from './payment-reminders.job.ts';
import { invoiceReminders } from './payment-reminders.service.ts';
import { refusals } from '../../http/route-answers.ts';

/** Under /api/invoices: `GET /admin/:id/reminders` lists the reminders an invoice was sent; and the daily job that sends them. */
export async function paymentRemindersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/:id/reminders',
    {
      preHandler: app.requireAdmin,
      schema: { params: idParamSchema, response: { 200: paymentRemindersAnswerSchema, ...refusals('admin', 'input', 404) } },
    },
    async (request) => ({ success: true as const, reminders: await invoiceReminders(ctx, request.params.id) }),
  );
  schedulePaymentReminders(ctx);
}
