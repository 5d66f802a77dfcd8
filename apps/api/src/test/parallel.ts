import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../db/schema.ts';
import { createTestApp, type TestApp } from './build-test-app.ts';
import { bearer, createUser, login } from './factories.ts';

export interface ParallelShop {
  t: TestApp;
  /** Two instances sharing one PostgreSQL database (on SQLite, the one instance that owns the data folder). */
  instances: FastifyInstance[];
  admin: string;
  secondAdmin: string;
}

/** A shop on a fresh database, reached through two instances, with two administrators logged in. */
export async function parallelShop(): Promise<ParallelShop> {
  const t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '10000' });
  const instances = [t.app, await t.peer()];
  const admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
  const secondAdmin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
  return { t, instances, admin, secondAdmin };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Fires the same request `count` times at once, spread over the given instances, and waits for all
 * answers: what a double click, two tabs or two administrators do.
 */
export async function burst(
  instances: FastifyInstance[],
  count: number,
  request: { token: string; method: Method; url: string; payload?: object; headers?: Record<string, string> },
): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      instances[i % instances.length]!.inject({
        method: request.method,
        url: request.url,
        headers: { ...bearer(request.token), ...request.headers },
        ...(request.payload ? { payload: request.payload } : {}),
      }),
    ),
  );
}

/** Status codes and how often each came, e.g. { 200: 1, 409: 9 }. */
export function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

/** No answer of a burst may be a server error. */
export function expectNoServerError(responses: LightMyRequestResponse[]): void {
  const failed = responses.filter((r) => r.statusCode >= 500).map((r) => `${r.statusCode} ${r.body}`);
  expect(failed).toEqual([]);
}

export const stockOf = async (db: Kysely<DB>, productId: number) =>
  (await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock;

/** Units of a product in orders that are not cancelled. */
async function unitsOrdered(db: Kysely<DB>, productId: number): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => eb.fn.sum<number>('order_items.quantity').as('n'))
    .where('order_items.product_id', '=', productId)
    .where('orders.status', '!=', 'cancelled')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The stock invariant: nothing below zero, and stock plus units in live orders is what there was. */
export async function expectStockConserved(db: Kysely<DB>, productId: number, initial: number): Promise<void> {
  const stock = await stockOf(db, productId);
  expect(stock).toBeGreaterThanOrEqual(0);
  expect(stock + (await unitsOrdered(db, productId))).toBe(initial);
}
