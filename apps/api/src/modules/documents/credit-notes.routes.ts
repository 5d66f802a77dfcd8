import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditNoteAnswerSchema,
  creditNoteCreatedAnswerSchema,
  creditNotesAnswerSchema,
  createCreditNoteSchema,
  idempotencyHeaders,
  idParamSchema,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { currentUser } from '../../http/auth.ts';
import { markReplayed } from '../../http/idempotent.ts';
import { documentRoutes } from './document-routes.ts';
import { CREDIT_NOTE_CREATED, createCreditNote, creditNoteById, listCreditNotes } from './credit-notes.service.ts';

const creditNoteListQuerySchema = z.object({
  invoice_id: z.coerce.number().int().positive().optional(),
  order_id: z.coerce.number().int().positive().optional(),
});

/** POST /api/invoices/admin/:id/credit-note (registered beside the invoices routes); the optional Idempotency-Key issues one note per press (decision 059). */
export async function invoiceCreditNoteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/:id/credit-note',
    {
      preHandler: app.requireAdmin,
      schema: { params: idParamSchema, body: createCreditNoteSchema, headers: idempotencyHeaders, response: { 201: creditNoteCreatedAnswerSchema } },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { value: creditNote, replayed } = await createCreditNote(
        acting(ctx, request),
        request.params.id,
        request.body,
        currentUser(request).id,
        key,
      );
      markReplayed(reply, replayed);
      return reply.status(201).send({ success: true, creditNote, message: CREDIT_NOTE_CREATED });
    },
  );
}

/** Credit notes, under /api/credit-notes: a customer's own, an administrator's all (by invoice or order), and their PDFs. */
export async function creditNotesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = { querystring: creditNoteListQuerySchema, response: { 200: creditNotesAnswerSchema } };
  r.get('/', { preHandler: app.requireUser, schema: list }, async (request) => ({
    success: true as const,
    creditNotes: await listCreditNotes(ctx, {
      userId: currentUser(request).id,
      invoiceId: request.query.invoice_id,
      orderId: request.query.order_id,
    }),
  }));
  r.get('/admin/all', { preHandler: app.requireAdmin, schema: list }, async (request) => ({
    success: true as const,
    creditNotes: await listCreditNotes(ctx, { invoiceId: request.query.invoice_id, orderId: request.query.order_id }),
  }));
  documentRoutes(app, ctx, {
    kind: 'credit_note',
    answer: creditNoteAnswerSchema,
    read: async (ctx, id, userId) => ({ success: true as const, creditNote: await creditNoteById(ctx, id, userId) }),
  });
}
