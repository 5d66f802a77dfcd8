import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Invoice } from '@shop/domain';
import type { DB } from '../db/schema.ts';
import { bearer } from './factories.ts';
import { createProducts } from './products.ts';
import { placedOrder } from './shoppers.ts';

/** A new customer's order of 2 units, ended by the administrator: its invoice, issued on the app's today. */
export async function invoicedOrder(app: FastifyInstance, db: Kysely<DB>, adminToken: string): Promise<{ invoice: Invoice; customerToken: string }> {
  const [product] = await createProducts(db, 1, { stock: 50, wholesale_price_cents: 1500 });
  const { who, order } = await placedOrder(app, db, [[product!, 2]]);
  const ended = await app.inject({
    method: 'PATCH',
    url: `/api/orders/admin/${order.id}/status`,
    headers: bearer(adminToken),
    payload: { status: 'ended' },
  });
  if (ended.statusCode !== 200) throw new Error(`ending the order failed: ${ended.statusCode} ${ended.body}`);
  const invoice = (await app.inject({ method: 'GET', url: `/api/invoices/order/${order.id}`, headers: bearer(adminToken) })).json()
    .invoice as Invoice;
  return { invoice, customerToken: who.token };
}

/** The audit entries of one invoice's status changes, oldest first. */
export async function invoiceStatusEntries(db: Kysely<DB>, invoiceId: number) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'actor_id', 'changes'])
    .where('entity', '=', 'invoice')
    .where('entity_id', '=', String(invoiceId))
    .where('action', '=', 'invoice.status')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as Record<string, { from: unknown; to: unknown }> }));
}
