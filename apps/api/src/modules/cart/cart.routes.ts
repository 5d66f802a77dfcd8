import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addToCartSchema, cartAnswerSchema, creditStandingAnswerSchema, idempotencyHeaders, idParamSchema, updateCartItemSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/auth.ts';
import { markReplayed } from '../../http/idempotent.ts';
import * as cart from './cart.service.ts';
import { bulkAddRoutes } from './bulk-add.routes.ts';
import { ownCredit } from '../credit/index.ts';
import { refusals } from '../../http/route-answers.ts';

const cartAnswer = { response: { 200: cartAnswerSchema } };

/** Spec customer side 7 "Cart", under /api/cart. */
export async function cartRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  r.get('/', { schema: { response: { ...cartAnswer.response, ...refusals('user') } } }, async (request) => ({
    success: true as const,
    ...(await cart.getCart(ctx, currentUser(request))),
  }));

  // Decision 082: what the customer owes against its credit limit, and an overdue invoice that stops checkout.
  r.get('/credit', { schema: { response: { 200: creditStandingAnswerSchema, ...refusals('user') } } }, async (request) => ({
    success: true as const,
    credit: await ownCredit(ctx, currentUser(request)),
  }));

  // The optional Idempotency-Key: the same press sent again adds nothing (decision 059).
  r.post(
    '/add',
    { schema: { body: addToCartSchema, headers: idempotencyHeaders, response: { ...cartAnswer.response, ...refusals('user', 'input', 409, 422) } } },
    async (request, reply) => {
      const { replayed, ...answer } = await cart.add(
        ctx,
        currentUser(request),
        request.body.product_id,
        request.body.quantity,
        request.headers['idempotency-key'],
      );
      markReplayed(reply, replayed);
      return { success: true as const, ...answer, message: cart.CART_MESSAGES.added };
    },
  );

  r.put(
    '/update/:id',
    { schema: { params: idParamSchema, body: updateCartItemSchema, response: { ...cartAnswer.response, ...refusals('user', 'input', 404, 409) } } },
    async (request) => ({
      success: true as const,
      ...(await cart.update(ctx, currentUser(request), request.params.id, request.body.quantity)),
    }),
  );

  r.delete(
    '/remove/:id',
    { schema: { params: idParamSchema, response: { ...cartAnswer.response, ...refusals('user', 'input', 404, 409) } } },
    async (request) => ({
      success: true as const,
      ...(await cart.remove(ctx, currentUser(request), request.params.id)),
    }),
  );

  r.delete('/clear', { schema: { response: { ...cartAnswer.response, ...refusals('user', 409) } } }, async (request) => ({
    success: true as const,
    ...(await cart.clear(ctx, currentUser(request))),
  }));

  await bulkAddRoutes(app, ctx);
}
