import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressInputSchema, addressSchema, idParamSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/schemas.ts';
import * as addresses from './addresses.service.ts';

/** Spec customer side 7 "Addresses", under /api/users/addresses. Every call sees only the caller's own. */
export async function addressesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.requireUser);
  const one = ok({ address: addressSchema, message: z.string() });

  r.get('/', { schema: { response: { 200: ok({ addresses: z.array(addressSchema) }) } } }, async (request) => ({
    success: true as const,
    addresses: await addresses.list(ctx, currentUser(request)),
  }));

  r.post('/', { schema: { body: addressInputSchema, response: { 201: one } } }, async (request, reply) =>
    reply.status(201).send({
      success: true as const,
      address: await addresses.add(ctx, currentUser(request), request.body),
      message: addresses.ADDRESS_MESSAGES.added,
    }),
  );

  r.put('/:id', { schema: { params: idParamSchema, body: addressInputSchema, response: { 200: one } } }, async (request) => ({
    success: true as const,
    address: await addresses.update(ctx, currentUser(request), request.params.id, request.body),
    message: addresses.ADDRESS_MESSAGES.updated,
  }));

  r.delete('/:id', { schema: { params: idParamSchema, response: { 200: ok({ message: z.string() }) } } }, async (request) => {
    await addresses.remove(ctx, currentUser(request), request.params.id);
    return { success: true as const, message: addresses.ADDRESS_MESSAGES.deleted };
  });
}
