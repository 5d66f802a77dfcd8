import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCreditNoteListQuerySchema,
  adminCreditNoteExportQuerySchema,
  creditNoteAnswerSchema,
  creditNoteCreatedAnswerSchema,
  creditNotesAnswerSchema,
  createCreditNoteSchema,
  idempotencyHeaders,
  idParamSchema,
  ownCreditNoteListQuerySchema,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { currentUser } from '../../http/auth.ts';
import { markReplayed } from '../../http/idempotent.ts';
import { sendCsv } from '../../http/send-csv.ts';
import { creditNotesCsv } from './document-export.ts';
import { documentRoutes } from './document-routes.ts';
import { CREDIT_NOTE_CREATED, createCreditNote, creditNoteById } from './credit-notes.service.ts';
import { adminCreditNoteList, ownCreditNoteList } from './document-lists.service.ts';
import { fileAnswer, refusals } from '../../http/route-answers.ts';

/** POST /api/invoices/admin/:id/credit-note (registered beside the invoices routes); the optional Idempotency-Key issues one note per press (decision 059). */
export async function invoiceCreditNoteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/:id/credit-note',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: idParamSchema,
        body: createCreditNoteSchema,
        headers: idempotencyHeaders,
        response: { 201: creditNoteCreatedAnswerSchema, ...refusals('admin', 'input', 404, 409, 422) },
      },
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

/** Credit notes, under /api/credit-notes: a customer's own, an administrator's all (paged, searched, filtered), and their PDFs. */
export async function creditNotesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: creditNotesAnswerSchema };
  r.get(
    '/',
    { preHandler: app.requireUser, schema: { querystring: ownCreditNoteListQuerySchema, response: { ...answer, ...refusals('user', 'input') } } },
    async (request) => ({
      success: true as const,
      ...(await ownCreditNoteList(ctx, currentUser(request).id, request.query)),
    }),
  );
  r.get(
    '/admin/all',
    { preHandler: app.requireAdmin, schema: { querystring: adminCreditNoteListQuerySchema, response: { ...answer, ...refusals('admin', 'input') } } },
    async (request) => ({
      success: true as const,
      ...(await adminCreditNoteList(ctx, request.query)),
    }),
  );
  // The filtered list as a CSV file: every matching credit note, streamed (decision 097).
  r.get(
    '/admin/export.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        querystring: adminCreditNoteExportQuerySchema,
        response: { 200: fileAnswer('The credit notes as CSV', 'text/csv'), ...refusals('admin', 'input') },
      },
    },
    async (request, reply) => sendCsv(reply, creditNotesCsv(ctx, request.query)),
  );
  documentRoutes(app, ctx, {
    kind: 'credit_note',
    answer: creditNoteAnswerSchema,
    read: async (ctx, id, userId) => ({ success: true as const, creditNote: await creditNoteById(ctx, id, userId) }),
  });
}
