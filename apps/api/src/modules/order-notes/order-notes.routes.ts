import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, orderCommentsAnswerSchema, orderNoteAddedAnswerSchema, orderNoteInputSchema, orderNotesAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { currentUser } from '../../http/auth.ts';
import { addOrderNote, orderNotes, ownOrderComments } from './order-notes.service.ts';
import { refusals } from '../../http/route-answers.ts';

/** Notes on orders (decision 096), under /api/orders: staff's notes, and the customer's shared comments. */
export async function orderNotesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/:id/notes',
    {
      preHandler: app.requireAdmin,
      schema: { params: idParamSchema, response: { 200: orderNotesAnswerSchema, ...refusals('admin', 'input', 404) } },
    },
    async (request) => ({ success: true as const, notes: await orderNotes(ctx, request.params.id) }),
  );

  r.post(
    '/admin/:id/notes',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: idParamSchema,
        body: orderNoteInputSchema,
        response: { 201: orderNoteAddedAnswerSchema, ...refusals('admin', 'input', 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, note: await addOrderNote(acting(ctx, request), request.params.id, request.body) }),
  );

  r.get(
    '/:id/notes',
    {
      preHandler: app.requireUser,
      schema: { params: idParamSchema, response: { 200: orderCommentsAnswerSchema, ...refusals('user', 'input', 404) } },
    },
    async (request) => ({ success: true as const, comments: await ownOrderComments(ctx, currentUser(request), request.params.id) }),
  );
}
