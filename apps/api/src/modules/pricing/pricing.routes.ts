import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerPricesAnswerSchema,
  customerPricesBulkSchema,
  doneAnswerSchema,
  priceCountsAnswerSchema,
  pricesDeletedAnswerSchema,
  pricingProductIdsQuerySchema,
  USER_TYPES,
  userTypePricesAnswerSchema,
  userTypePricesBulkSchema,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { adminOnly } from '../../http/auth.ts';
import { acting } from '../../http/acting.ts';
import * as pricing from './pricing.service.ts';
import { refusals } from '../../http/route-answers.ts';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const counts = priceCountsAnswerSchema;

/** Every pricing call of the administrators, under /api/pricing/admin; the reads name the products of the page shown (decision 077). */
export async function pricingAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  adminOnly(app);

  r.get(
    '/customer/:userId',
    {
      schema: {
        params: z.object({ userId: id }),
        querystring: pricingProductIdsQuerySchema,
        response: { 200: customerPricesAnswerSchema, ...refusals('admin', 'input', 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await pricing.customerPrices(ctx, request.params.userId, request.query.product_ids)),
    }),
  );

  r.post(
    '/customer/:userId/bulk',
    {
      schema: {
        params: z.object({ userId: id }),
        body: customerPricesBulkSchema,
        response: { 200: counts, ...refusals('admin', 'input', 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await pricing.saveCustomerPrices(acting(ctx, request), request.params.userId, request.body.prices, request.body.confirm_price_limits)),
    }),
  );

  r.delete(
    '/customer/:userId/product/:productId',
    { schema: { params: z.object({ userId: id, productId: id }), response: { 200: doneAnswerSchema, ...refusals('admin', 'input', 404, 409) } } },
    async (request) => {
      await pricing.removeCustomerPrice(acting(ctx, request), request.params.userId, request.params.productId);
      return { success: true as const };
    },
  );

  r.delete(
    '/customer/:userId/all',
    { schema: { params: z.object({ userId: id }), response: { 200: pricesDeletedAnswerSchema, ...refusals('admin', 'input', 404, 409) } } },
    async (request) => ({
      success: true as const,
      deleted: await pricing.clearCustomerPrices(acting(ctx, request), request.params.userId),
    }),
  );

  r.get(
    '/user-type-prices',
    { schema: { querystring: pricingProductIdsQuerySchema, response: { 200: userTypePricesAnswerSchema, ...refusals('admin', 'input') } } },
    async (request) => ({
      success: true as const,
      ...(await pricing.userTypePrices(ctx, request.query.product_ids)),
    }),
  );

  r.post(
    '/bulk-user-type-prices',
    { schema: { body: userTypePricesBulkSchema, response: { 200: counts, ...refusals('admin', 'input', 409) } } },
    async (request) => ({
      success: true as const,
      ...(await pricing.saveUserTypePrices(acting(ctx, request), request.body.updates, request.body.confirm_price_limits)),
    }),
  );

  r.delete(
    '/user-type/:userType/product/:productId',
    {
      schema: {
        params: z.object({ userType: z.enum(USER_TYPES), productId: id }),
        response: { 200: doneAnswerSchema, ...refusals('admin', 'input', 404, 409) },
      },
    },
    async (request) => {
      await pricing.removeUserTypePrice(acting(ctx, request), request.params.userType, request.params.productId);
      return { success: true as const };
    },
  );
}
