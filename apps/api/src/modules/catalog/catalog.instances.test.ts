import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

// Decision 022: two instances on one database each keep the catalogue in memory, and a change
// made through one is served by the other within a second (PostgreSQL: notify triggers; SQLite:
// one process, so the peer is the same instance).

let t: TestApp;
let peer: FastifyInstance;
let admin: string;
let customer: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  peer = await t.peer();
  const [adminRow, customerRow] = await Promise.all([createUser(t.db, { admin: true }), createUser(t.db, { userType: 'BAR' })]);
  admin = (await login(t.app, adminRow.email)).token;
  customer = { token: (await login(peer, customerRow.email)).token, id: customerRow.id };
});
afterAll(async () => t.close());

const effectivePrice = async (app: FastifyInstance, id: number) => {
  const response = await app.inject({ url: `/api/products?brand=Instances-${id}`, headers: bearer(customer.token) });
  expect(response.statusCode).toBe(200);
  return response.json().products[0]?.effective_price as number | undefined;
};

/** Asks until `read` gives `expected` or `withinMs` passed; returns how long it took. */
async function within(withinMs: number, read: () => Promise<unknown>, expected: unknown): Promise<number> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value === expected) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`still ${String(value)} after ${withinMs} ms, expected ${String(expected)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a change on one instance is served by the other', () => {
  it('when an administrator sets a customer price on A, then B serves it to the customer within a second', async () => {
    const [id] = await createProducts(t.db, 1, { wholesale_price_cents: 1000 });
    await t.db
      .updateTable('products')
      .set({ brand: `Instances-${id}` })
      .where('id', '=', id!)
      .execute();
    // Both instances have the page in memory.
    expect(await effectivePrice(peer, id!)).toBe(10);
    expect(await effectivePrice(peer, id!)).toBe(10);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/pricing/admin/customer/${customer.id}/bulk`,
      headers: bearer(admin),
      payload: { prices: [{ productId: id, price: 7.5 }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(await effectivePrice(t.app, id!)).toBe(7.5);
    await within(1000, () => effectivePrice(peer, id!), 7.5);
  });

  it('when a customer is logged out everywhere on A, then B refuses the token within a second', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.email);
    const me = async () => (await peer.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode;
    expect(await me()).toBe(200);
    expect(await me()).toBe(200);
    const other = await login(t.app, user.email);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: bearer(other.token) })).statusCode).toBeLessThan(300);
    await within(1000, me, 401);
  });
});

describe.runIf(process.env.TEST_ENGINE === 'postgres')('when the change listener is lost', () => {
  it('then the instance reads the database until it listens again, and keeps the catalogue in memory after', async () => {
    const [id] = await createProducts(t.db, 1, { wholesale_price_cents: 2000 });
    await t.db
      .updateTable('products')
      .set({ brand: `Instances-${id}` })
      .where('id', '=', id!)
      .execute();
    expect(await effectivePrice(t.app, id!)).toBe(20);
    expect(t.database.changes.version('catalogue')).not.toBeNull();

    // The server ends every listening connection of this database (a restart, a failover).
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`.execute(t.db);
    await within(2000, async () => t.database.changes.version('catalogue'), null);

    // Meanwhile, a change written straight into the database by another process is seen at once.
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    await other.query('update products set wholesale_price_cents = 1500 where id = $1', [id]);
    await other.end();
    expect(await effectivePrice(t.app, id!)).toBe(15);

    // The listener comes back by itself, and the cache with it.
    await within(5000, async () => t.database.changes.version('catalogue') !== null, true);
    expect(await effectivePrice(t.app, id!)).toBe(15);
  });
});
