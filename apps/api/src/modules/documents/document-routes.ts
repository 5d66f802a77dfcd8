import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { idParamSchema, pdfQuerySchema, type Language } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { currentUser } from '../../http/auth.ts';
import { withPdfSlot } from '../../http/pdf-requests.ts';
import { fileAnswer, refusals, type Refusal, type RouteGuard } from '../../http/route-answers.ts';
import { documentPdfById, type DocumentKind } from './documents.service.ts';

/** A PDF as a download the browser does not keep. */
async function sendPdf(reply: FastifyReply, file: Promise<{ filename: string; pdf: Buffer }>) {
  const { filename, pdf } = await file;
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** A status change as the body gives it: the status, why (an invoice's cancel), and for `paid` by hand the day and a note (decision 078). */
export interface StatusChange<Status extends string> {
  status: Status;
  reason?: string | undefined;
  paid_on?: string | undefined;
  note?: string | undefined;
}

/** What the routes of one kind of document need: its answer, how one is read and how its status changes. */
interface DocumentRoutesSpec<Answer extends z.ZodType, Status extends string> {
  kind: DocumentKind;
  /** The answer of a read and of a status change (`{ success, invoice }` or `{ success, preInvoice }`). */
  answer: Answer;
  /** One document as its answer; `userId` limits it to that customer's own. */
  read: (ctx: AppContext, id: number, userId?: number) => Promise<z.output<Answer>>;
  /** How its status changes, for the kinds that have a status (a credit note has none). */
  status?: {
    /** The status and, for the kinds that ask it (an invoice's cancel), why. */
    body: z.ZodType<StatusChange<Status>>;
    set: (ctx: AppContext, id: number, change: StatusChange<Status>) => Promise<z.output<Answer>>;
  };
}

/**
 * The routes every kind of document has: an administrator reads any document, its PDF (English
 * unless `lang` asks) and changes its status (where it has one); a customer reads their own and its PDF (in their language
 * unless `lang` asks). Every JSON answer is serialised through its domain schema; the PDFs are files.
 */
export function documentRoutes<Answer extends z.ZodType, Status extends string>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: DocumentRoutesSpec<Answer, Status>,
): void {
  // Typed by hand: the schemas below still validate and serialise (the zod compilers are the app's),
  // but the zod type provider cannot resolve a generic answer schema.
  type ById = { Params: z.output<typeof idParamSchema> };
  type Pdf = ById & { Querystring: z.output<typeof pdfQuerySchema> };
  const byId = (guard: RouteGuard, ...also: Refusal[]) => ({
    params: idParamSchema,
    response: { 200: spec.answer, ...refusals(guard, 'input', 404, ...also) },
  });
  const pdf = (guard: RouteGuard) => ({
    params: idParamSchema,
    querystring: pdfQuerySchema,
    response: { 200: fileAnswer('The document as a PDF', 'application/pdf'), ...refusals(guard, 'input', 404, 429) },
  });

  app.get<ById>('/admin/:id', { preHandler: app.requireAdmin, schema: byId('admin') }, async (request) => spec.read(ctx, request.params.id));
  // At most a few PDFs per account at once (decision 070), an administrator's as a customer's.
  app.get<Pdf>('/admin/:id/pdf', { preHandler: app.requireAdmin, schema: pdf('admin') }, async (request, reply) =>
    withPdfSlot(ctx, reply, currentUser(request).id, () =>
      sendPdf(reply, documentPdfById(ctx, spec.kind, request.params.id, request.query.lang ?? 'en')),
    ),
  );
  const status = spec.status;
  if (status)
    app.patch<ById & { Body: StatusChange<Status> }>(
      '/admin/:id/status',
      { preHandler: app.requireAdmin, schema: { ...byId('admin', 409), body: status.body } },
      async (request) => status.set(acting(ctx, request), request.params.id, request.body),
    );
  app.get<ById>('/:id', { preHandler: app.requireUser, schema: byId('user') }, async (request) =>
    spec.read(ctx, request.params.id, currentUser(request).id),
  );
  app.get<Pdf>('/:id/pdf', { preHandler: app.requireUser, schema: pdf('user') }, async (request, reply) => {
    const user = currentUser(request);
    const language: Language = request.query.lang ?? user.language;
    return withPdfSlot(ctx, reply, user.id, () => sendPdf(reply, documentPdfById(ctx, spec.kind, request.params.id, language, user.id)));
  });
}
