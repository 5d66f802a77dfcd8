import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressAnswerSchema,
  addressesAnswerSchema,
  addressInputSchema,
  adminAddressesAnswerSchema,
  idempotencyHeaders,
  idParamSchema,
  licenceReviewedAnswerSchema,
  licenceReviewSchema,
  licencesAnswerSchema,
  messageAnswerSchema,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { adminOnly, currentUser } from '../../http/auth.ts';
import { markReplayed } from '../../http/idempotent.ts';
import * as addresses from './addresses.service.ts';
import { refusals } from '../../http/route-answers.ts';

/** Spec customer side 7 "Addresses", under /api/users/addresses. Every call sees only the caller's own. */
export async function addressesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  r.get('/', { schema: { response: { 200: addressesAnswerSchema, ...refusals('user') } } }, async (request) => ({
    success: true as const,
    addresses: await addresses.list(ctx, currentUser(request)),
  }));

  // The optional Idempotency-Key: the same press sent again adds no second address (decision 059).
  r.post(
    '/',
    {
      schema: {
        body: addressInputSchema,
        headers: idempotencyHeaders,
        response: { 201: addressAnswerSchema, ...refusals('user', 'input', 409, 422) },
      },
    },
    async (request, reply) => {
      const { value: address, replayed } = await addresses.add(ctx, currentUser(request), request.body, request.headers['idempotency-key']);
      markReplayed(reply, replayed);
      return reply.status(201).send({ success: true as const, address, message: addresses.ADDRESS_MESSAGES.added });
    },
  );

  r.put(
    '/:id',
    { schema: { params: idParamSchema, body: addressInputSchema, response: { 200: addressAnswerSchema, ...refusals('user', 'input', 404, 409) } } },
    async (request) => ({
      success: true as const,
      address: await addresses.update(ctx, currentUser(request), request.params.id, request.body),
      message: addresses.ADDRESS_MESSAGES.updated,
    }),
  );

  r.delete(
    '/:id',
    { schema: { params: idParamSchema, response: { 200: messageAnswerSchema, ...refusals('user', 'input', 404, 409) } } },
    async (request) => {
      await addresses.remove(ctx, currentUser(request), request.params.id);
      return { success: true as const, message: addresses.ADDRESS_MESSAGES.deleted };
    },
  );
}

const userAddressParams = z.object({ userId: z.coerce.number().int().positive(), addressId: z.coerce.number().int().positive() });

/**
 * The administrators' side of the licences, under /api/users/admin: the queue of licences to check, a
 * customer's addresses, and the finding on one (decision 041).
 */
export async function licenceAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  r.get('/licences', { schema: { response: { 200: licencesAnswerSchema, ...refusals('admin') } } }, async () => ({
    success: true as const,
    licences: await addresses.licencesAwaiting(ctx),
  }));

  r.get(
    '/:id/addresses',
    { schema: { params: idParamSchema, response: { 200: adminAddressesAnswerSchema, ...refusals('admin', 'input', 404) } } },
    async (request) => ({
      success: true as const,
      addresses: await addresses.addressesOf(ctx, request.params.id),
    }),
  );

  r.patch(
    '/:userId/addresses/:addressId/licence',
    {
      schema: {
        params: userAddressParams,
        body: licenceReviewSchema,
        response: { 200: licenceReviewedAnswerSchema, ...refusals('admin', 'input', 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      address: await addresses.reviewLicence(acting(ctx, request), request.params.userId, request.params.addressId, request.body),
    }),
  );
}
