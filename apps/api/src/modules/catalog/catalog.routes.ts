import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandsAnswerSchema,
  bulkPublicPriceSchema,
  can,
  bulkStockSchema,
  favouriteAnswerSchema,
  idParamSchema,
  photoUploadedAnswerSchema,
  productAnswerSchema,
  productDeletedAnswerSchema,
  productInputSchema,
  productListQuerySchema,
  productsAnswerSchema,
  updatedCountAnswerSchema,
  weightsAnswerSchema,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { acting } from '../../http/acting.ts';
import { currentUser, roleLacking } from '../../http/auth.ts';
import { readUploadedFile } from '../../http/uploads.ts';
import type { Viewer } from './catalog.repository.ts';
import * as reader from './catalog.reader.ts';
import * as catalog from './catalog.service.ts';
import * as favourites from './favourites.service.ts';
import { productTransferRoutes } from './product-transfer.routes.ts';
import { refusals } from '../../http/route-answers.ts';

function viewerOf(request: FastifyRequest): Viewer {
  const user = request.currentUser;
  if (!user) return { kind: 'visitor' };
  // A member of staff whose role reads no prices (the warehouse) reads the shop as a visitor does (decision 099).
  if (user.is_admin) return can(user.staff_role, 'prices.manage') ? { kind: 'admin' } : { kind: 'visitor' };
  return { kind: 'customer', userId: user.id, userType: user.user_type };
}

export const productAnswer = productAnswerSchema;
export const productsAnswer = productsAnswerSchema;

/**
 * Sends a body the service already serialised (JSON text of exactly the route's response schema, see
 * catalog.reader.ts): a string or Buffer with a JSON content type passes Fastify's serializer untouched.
 */
function json(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Catalogue (spec customer side 7, admin side 7 "Products"), under /api/products. */
export async function catalogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/',
    {
      preHandler: app.optionalUser,
      schema: { querystring: productListQuerySchema, response: { 200: productsAnswer, ...refusals('visitor', 'input', 403) } },
    },
    async (request, reply) => json(reply, await reader.listBody(ctx, viewerOf(request), request.query)),
  );

  r.get(
    '/brands/list',
    { preHandler: app.optionalUser, schema: { response: { 200: brandsAnswerSchema, ...refusals('visitor', 403) } } },
    async (request) => ({
      success: true as const,
      brands: await reader.brands(ctx, viewerOf(request)),
    }),
  );

  r.get(
    '/weights/list',
    { preHandler: app.optionalUser, schema: { response: { 200: weightsAnswerSchema, ...refusals('visitor', 403) } } },
    async (request) => ({
      success: true as const,
      weights: await reader.weights(ctx, viewerOf(request)),
    }),
  );

  // "My products": idempotent, so a double click or two tabs end in the state asked for.
  r.put(
    '/:id/favourite',
    {
      preHandler: app.requireUser,
      schema: { params: idParamSchema, response: { 200: favouriteAnswerSchema, ...refusals('user', 'input', 404, 409) } },
    },
    async (request) => favourites.mark(acting(ctx, request), currentUser(request), request.params.id),
  );

  r.delete(
    '/:id/favourite',
    {
      preHandler: app.requireUser,
      schema: { params: idParamSchema, response: { 200: favouriteAnswerSchema, ...refusals('user', 'input', 404, 409) } },
    },
    async (request) => favourites.unmark(acting(ctx, request), currentUser(request), request.params.id),
  );

  r.get(
    '/slug/:slug',
    {
      preHandler: app.optionalUser,
      schema: { params: z.object({ slug: z.string().min(1).max(200) }), response: { 200: productAnswer, ...refusals('visitor', 'input', 403, 404) } },
    },
    async (request, reply) => json(reply, await reader.getBody(ctx, viewerOf(request), { slug: request.params.slug })),
  );

  // The administrators' list (searched, filtered, paged), the products CSV export and import.
  await productTransferRoutes(app, ctx);

  r.post(
    '/upload-photo',
    { preHandler: app.requireAdmin, schema: { response: { 201: photoUploadedAnswerSchema, ...refusals('admin', 'input', 409, 413, 415) } } },
    async (request, reply) => {
      const bytes = await readUploadedFile(request, 'photo');
      return reply.status(201).send({ success: true as const, photoUrl: await catalog.uploadPhoto(acting(ctx, request), bytes) });
    },
  );

  r.put(
    '/bulk-price',
    {
      preHandler: app.requireAdmin,
      schema: { body: bulkPublicPriceSchema, response: { 200: updatedCountAnswerSchema, ...refusals('admin', 'input', 409) } },
    },
    async (request) => ({
      success: true as const,
      updated: await catalog.bulkPublicPrice(acting(ctx, request), request.body.updates, request.body.confirm_price_limits),
    }),
  );

  r.put(
    '/bulk-stock',
    {
      preHandler: app.requireAdmin,
      schema: { body: bulkStockSchema, response: { 200: updatedCountAnswerSchema, ...refusals('admin', 'input', 409) } },
    },
    async (request) => ({
      success: true as const,
      updated: await catalog.bulkStock(acting(ctx, request), request.body.updates),
    }),
  );

  r.get(
    '/:id',
    { preHandler: app.optionalUser, schema: { params: idParamSchema, response: { 200: productAnswer, ...refusals('visitor', 'input', 403, 404) } } },
    async (request, reply) => json(reply, await reader.getBody(ctx, viewerOf(request), { id: request.params.id })),
  );

  r.post(
    '/',
    { preHandler: app.requireAdmin, schema: { body: productInputSchema, response: { 201: productAnswer, ...refusals('admin', 'input', 409) } } },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        product: await catalog.create(acting(ctx, request), request.body, roleLacking(request, 'stock.manage')),
      }),
  );

  r.put(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: idParamSchema, body: productInputSchema, response: { 200: productAnswer, ...refusals('admin', 'input', 404, 409) } },
    },
    async (request) => ({
      success: true as const,
      product: await catalog.update(acting(ctx, request), request.params.id, request.body, roleLacking(request, 'stock.manage')),
    }),
  );

  r.delete(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: idParamSchema, response: { 200: productDeletedAnswerSchema, ...refusals('admin', 'input', 404, 409) } },
    },
    async (request) => ({
      success: true as const,
      ...(await catalog.remove(acting(ctx, request), request.params.id)),
    }),
  );
}
