import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idempotencyHeaders,
  idParamSchema,
  paymentRecordedAnswerSchema,
  paymentsAnswerSchema,
  recordPaymentSchema,
  reversePaymentSchema,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { currentUser } from '../../http/auth.ts';
import { markReplayed } from '../../http/idempotent.ts';
import type { PayableKind } from './payments.repository.ts';
import { documentPayments, recordPayment, reversePayment } from './payments.service.ts';
import { refusals } from '../../http/route-answers.ts';

/**
 * A document's payments (decision 078), registered under /api/invoices and /api/pre-invoices:
 * `POST /admin/:id/payments` records one (optional Idempotency-Key), `GET /admin/:id/payments` lists them.
 */
export function documentPaymentRoutes(kind: PayableKind) {
  return async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/admin/:id/payments',
      {
        preHandler: app.requireAdmin,
        schema: {
          params: idParamSchema,
          body: recordPaymentSchema,
          headers: idempotencyHeaders,
          response: { 201: paymentRecordedAnswerSchema, ...refusals('admin', 'input', 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { value, replayed } = await recordPayment(
          acting(ctx, request),
          kind,
          request.params.id,
          request.body,
          currentUser(request).id,
          request.headers['idempotency-key'],
        );
        markReplayed(reply, replayed);
        return reply.status(201).send({ success: true, ...value });
      },
    );
    r.get(
      '/admin/:id/payments',
      {
        preHandler: app.requireAdmin,
        schema: { params: idParamSchema, response: { 200: paymentsAnswerSchema, ...refusals('admin', 'input', 404) } },
      },
      async (request) => ({ success: true as const, ...(await documentPayments(ctx, kind, request.params.id)) }),
    );
  };
}

/** Under /api/payments: `POST /admin/:id/reverse {reason}` reverses a payment once. */
export async function paymentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/:id/reverse',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: idParamSchema,
        body: reversePaymentSchema,
        response: { 201: paymentRecordedAnswerSchema, ...refusals('admin', 'input', 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, ...(await reversePayment(acting(ctx, request), request.params.id, request.body.reason, currentUser(request).id)) }),
  );
}
