import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkAddAnswerSchema, bulkAddSchema, bulkPreviewAnswerSchema, idempotencyHeaders } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { currentUser } from '../../http/auth.ts';
import { markReplayed } from '../../http/idempotent.ts';
import { bulkAdd, previewBulkAdd } from './bulk-add.service.ts';
import { refusals } from '../../http/route-answers.ts';

/**
 * The quick order by SKU, inside the cart's routes (a signed-in customer): the preview
 * decides the lines without writing, bulk-add adds the accepted ones. A malformed body is 400; a
 * line's own fault is answered in the line's entry. The optional `Idempotency-Key` makes a repeat of
 * the same press add nothing and answer the first one's lines (`Idempotent-Replayed: true`, decision 059).
 */
export async function bulkAddRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/bulk-add',
    {
      schema: { body: bulkAddSchema, headers: idempotencyHeaders, response: { 200: bulkAddAnswerSchema, ...refusals('visitor', 'input', 409, 422) } },
    },
    async (request, reply) => {
      const result = await bulkAdd(acting(ctx, request), currentUser(request), request.body.items, request.headers['idempotency-key']);
      markReplayed(reply, result.replayed);
      return { success: true as const, ...result };
    },
  );

  r.post(
    '/bulk-add/preview',
    { schema: { body: bulkAddSchema, response: { 200: bulkPreviewAnswerSchema, ...refusals('visitor', 'input', 409) } } },
    async (request) => ({
      success: true as const,
      lines: await previewBulkAdd(ctx, currentUser(request), request.body.items),
    }),
  );
}
