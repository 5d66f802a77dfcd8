import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  canEditOrderItems,
  adminOrderListQuerySchema,
  adminOrdersAnswerSchema,
  bulkOrderStatusAnswerSchema,
  bulkOrderStatusSchema,
  idempotencyHeaders,
  idParamSchema,
  orderAnswerSchema,
  orderCancelSchema,
  orderEditStatusAnswerSchema,
  orderHistoryAnswerSchema,
  orderItemsUpdateSchema,
  orderListQuerySchema,
  orderPlacedAnswerSchema,
  ordersAnswerSchema,
  orderStatusChangedAnswerSchema,
  orderStatusUpdateSchema,
  placeOrderSchema,
  reorderAnswerSchema,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { currentUser, roleLacking } from '../../http/auth.ts';
import { acting } from '../../http/acting.ts';
import { orderHistory } from './order-history.service.ts';
import * as orders from './orders.service.ts';
import { reorder } from './reorder.service.ts';
import { refusals } from '../../http/route-answers.ts';

const one = { response: { 200: orderAnswerSchema } };
const many = { response: { 200: ordersAnswerSchema } };

/** Customers' orders and checkout, and the administrators' calls on orders. */
export async function ordersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // `Idempotency-Key`: the same checkout sent again (double click, retry after a lost answer) gets the
  // order the first one placed, marked by `Idempotent-Replayed: true`.
  r.post(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        body: placeOrderSchema,
        headers: idempotencyHeaders,
        response: { 201: orderPlacedAnswerSchema, ...refusals('user', 'input', 409, 422) },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await orders.placeOrder(ctx, currentUser(request), {
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send({ success: true as const, order, message: orders.ORDER_MESSAGES.placed });
    },
  );

  // One page of the customer's own orders (decision 068): `status`, `page`, `limit` (20, at most 100).
  r.get(
    '/',
    { preHandler: app.requireUser, schema: { querystring: orderListQuerySchema, response: { ...many.response, ...refusals('user', 'input') } } },
    async (request) => ({
      success: true as const,
      ...(await orders.ownOrders(ctx, currentUser(request), request.query)),
    }),
  );

  // Searched, filtered and paged (decision 045); `limit`, `sort`, `order` keep the dashboard's recent-orders call working.
  r.get(
    '/admin/all',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrdersAnswerSchema, ...refusals('admin', 'input') } },
    },
    async (request) => ({ success: true as const, ...(await orders.adminOrders(ctx, request.query)) }),
  );

  // Many orders to one status: each in its own transaction, so a refused one leaves the others changed.
  r.post(
    '/admin/bulk-status',
    {
      preHandler: app.requireAdmin,
      schema: { body: bulkOrderStatusSchema, response: { 200: bulkOrderStatusAnswerSchema, ...refusals('admin', 'input', 409) } },
    },
    async (request) => ({
      success: true as const,
      results: await orders.bulkChangeStatus(acting(ctx, request), request.body.ids, request.body.status),
    }),
  );

  r.get(
    '/admin/:id',
    { preHandler: app.requireAdmin, schema: { params: idParamSchema, response: { ...one.response, ...refusals('admin', 'input', 404) } } },
    async (request) => ({
      success: true as const,
      order: await orders.adminOrder(ctx, request.params.id),
    }),
  );

  // Part of the published API; the shop's own page reads the same rule from the domain (decision 103).
  r.get(
    '/admin/:id/edit-status',
    {
      preHandler: app.requireAdmin,
      schema: { params: idParamSchema, response: { 200: orderEditStatusAnswerSchema, ...refusals('admin', 'input', 404) } },
    },
    async (request) => ({
      success: true as const,
      canEdit: canEditOrderItems(await orders.adminOrder(ctx, request.params.id)),
    }),
  );

  r.patch(
    '/admin/:id/status',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: idParamSchema,
        body: orderStatusUpdateSchema,
        response: { 200: orderStatusChangedAnswerSchema, ...refusals('admin', 'input', 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await orders.changeStatus(acting(ctx, request), request.params.id, request.body.status, request.body.version, request.body)),
    }),
  );

  r.put(
    '/admin/:id/items',
    {
      preHandler: app.requireAdmin,
      schema: { params: idParamSchema, body: orderItemsUpdateSchema, response: { ...one.response, ...refusals('admin', 'input', 404, 409) } },
    },
    async (request) => ({
      success: true as const,
      order: await orders.replaceItems(
        acting(ctx, request),
        request.params.id,
        request.body.items,
        request.body.version,
        roleLacking(request, 'prices.manage'),
      ),
    }),
  );

  // The body is optional (an older client sends none); `version` guards against a stale screen.
  r.post(
    '/:id/cancel',
    {
      preHandler: app.requireAdmin,
      schema: { params: idParamSchema, body: orderCancelSchema.nullish(), response: { ...one.response, ...refusals('admin', 'input', 404, 409) } },
    },
    async (request) => ({
      success: true as const,
      order: await orders.cancel(acting(ctx, request), request.params.id, request.body?.version),
    }),
  );

  // "Order again" (decision 042): the order's lines into the cart; the optional Idempotency-Key makes a repeat add nothing.
  r.post(
    '/:id/reorder',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParamSchema,
        headers: idempotencyHeaders,
        response: { 200: reorderAnswerSchema, ...refusals('user', 'input', 404, 409, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await reorder(acting(ctx, request), currentUser(request), request.params.id, request.headers['idempotency-key'])),
    }),
  );

  r.get(
    '/:id',
    { preHandler: app.requireUser, schema: { params: idParamSchema, response: { ...one.response, ...refusals('user', 'input', 404) } } },
    async (request) => ({
      success: true as const,
      order: await orders.ownOrder(ctx, currentUser(request), request.params.id),
    }),
  );

  r.get(
    '/:id/history',
    {
      preHandler: app.requireUser,
      schema: { params: idParamSchema, response: { 200: orderHistoryAnswerSchema, ...refusals('user', 'input', 404) } },
    },
    async (request) => ({
      success: true as const,
      history: await orderHistory(ctx, currentUser(request), request.params.id),
    }),
  );
}
