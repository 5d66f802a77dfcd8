import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_STATUSES } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/auth.ts';
import { listOwnOrders, listOwnPreInvoices } from './orders.repository.ts';

/** The customer's own orders (GET /api/orders) — the read side; placing orders comes with checkout. */
export async function ordersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/', {
    preHandler: app.requireUser,
    schema: { querystring: z.object({ status: z.enum(ORDER_STATUSES).optional(), limit: z.coerce.number().int().min(1).max(1000).optional() }) },
  }, async (request) => ({
    success: true as const,
    orders: await listOwnOrders(ctx.db, currentUser(request).id, request.query),
  }));
}

export async function preInvoicesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/', { preHandler: app.requireUser }, async (request) => ({
    success: true as const,
    preInvoices: await listOwnPreInvoices(ctx.db, currentUser(request).id),
  }));
}
