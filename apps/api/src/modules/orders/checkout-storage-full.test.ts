import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTAGE_TEXTS } from '../../http/error-handler.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A customer with an address and a cart of many lines (the order's lines need more than one new database page). */
async function customerWithFullCart(lines: number) {
  const user = await createUser(t.db);
  const { token } = await login(t.app, user.email);
  const address = (
    await call(token, 'POST', '/api/users/addresses', {
      address_name: 'Shop',
      street_address: 'Laisvės al. 10',
      city: 'Kaunas',
      country: 'Lithuania',
      tobacco_license: 'TL-777',
    })
  ).json().address;
  const products = await createProducts(t.db, lines, { stock: 50 });
  for (const id of products) expect((await call(token, 'POST', '/api/cart/add', { product_id: id, quantity: 2 })).statusCode).toBe(200);
  return { user, token, addressId: address.id as number, products };
}

async function stateOf(me: Awaited<ReturnType<typeof customerWithFullCart>>) {
  const stock = await t.db.selectFrom('products').select(['id', 'stock', 'version']).where('id', 'in', me.products).orderBy('id').execute();
  const orders = await t.db.selectFrom('orders').select('id').where('user_id', '=', me.user.id).execute();
  const cart = (await call(me.token, 'GET', '/api/cart'))
    .json()
    .items.map((item: { product_id: number; quantity: number }) => [item.product_id, item.quantity]);
  const orderMails = (await t.outbox()).filter((mail) => mail.to.includes(me.user.email) && mail.subject.startsWith('Order confirmation'));
  return { stock, orders, cart, orderMails: orderMails.length };
}

const checkout = (me: { token: string; addressId: number }) =>
  call(me.token, 'POST', '/api/orders', { shipping_address_id: me.addressId, accept_tax_notice: true });

/**
 * Makes the next checkout's writes find the storage full: on SQLite the database may not grow by a
 * single page (PRAGMA max_page_count answers SQLITE_FULL exactly as a full disk does); on PostgreSQL
 * writing the order's lines raises disk_full (53100), as PostgreSQL does when it cannot extend a file.
 */
async function fillStorage(): Promise<() => Promise<void>> {
  if (t.engine === 'sqlite') {
    await sql`VACUUM`.execute(t.db); // no free pages left to reuse
    const { page_count } = (await sql<{ page_count: number }>`PRAGMA page_count`.execute(t.db)).rows[0]!;
    await sql.raw(`PRAGMA max_page_count = ${page_count}`).execute(t.db);
    return async () => void (await sql.raw('PRAGMA max_page_count = 1073741823').execute(t.db));
  }
  await sql`
    CREATE FUNCTION simulate_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION USING ERRCODE = 'disk_full', MESSAGE = 'could not extend file "base/1/2": No space left on device'; END $$`.execute(t.db);
  await sql`CREATE TRIGGER simulate_disk_full BEFORE INSERT ON order_items FOR EACH STATEMENT EXECUTE FUNCTION simulate_disk_full()`.execute(t.db);
  return async () => {
    await sql`DROP TRIGGER simulate_disk_full ON order_items`.execute(t.db);
    await sql`DROP FUNCTION simulate_disk_full()`.execute(t.db);
  };
}

describe('checkout when the storage is full', () => {
  it('when the database is full during checkout, then 507 with the plain text, and the cart, stock and orders are as they were; once there is room, the same checkout succeeds', async () => {
    const me = await customerWithFullCart(150);
    const before = await stateOf(me);
    expect(before.cart).toHaveLength(150);
    const makeRoom = await fillStorage();
    let answer: Awaited<ReturnType<typeof checkout>>;
    try {
      answer = await checkout(me);
    } finally {
      await makeRoom();
    }
    expect(answer.statusCode).toBe(507);
    expect(answer.json()).toEqual({
      success: false,
      code: 'INSUFFICIENT_STORAGE',
      reason: 'storageFull',
      error: OUTAGE_TEXTS.storageFull,
      request_id: expect.any(String),
    });
    expect(await stateOf(me)).toEqual(before);

    const placed = await checkout(me);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.items).toHaveLength(150);
    const after = await stateOf(me);
    expect(after.cart).toEqual([]);
    expect(after.stock.map((row) => row.stock)).toEqual(before.stock.map((row) => row.stock - 2));
  });
});
