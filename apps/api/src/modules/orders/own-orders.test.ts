import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@shop/domain';
import type { OrderItemsTable, OrdersTable } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';

/** Decision 068: a customer's own orders, one page at a time, whatever their number. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const shipping = {
  address_name: 'Parduotuvė',
  street_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  state_province: null,
  postal_code: 'LT-01103',
  country: 'Lithuania',
  tobacco_license: 'TL-1',
};
const billing = {
  company_name: 'Dūmų Namai UAB',
  company_reg_number: '300000001',
  vat_number: null,
  contact_person: 'Petras',
  phone: null,
  email: 'petras@example.lt',
  address: null,
  city: null,
  postal_code: null,
  country: null,
};

/**
 * `count` orders of the customer, inserted in bulk (a customer's five years, in seconds), one a day
 * back from 2026-11-01, the newest first; each with two lines. `status(i)` chooses the i-th one's
 * status. Answers the order numbers, newest first.
 */
async function ordersOf(userId: number, count: number, status: (i: number) => OrderStatus = () => 'ended'): Promise<string[]> {
  const numbers: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows: Array<Insertable<OrdersTable>> = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const at = new Date(Date.UTC(2026, 10, 1) - i * 86_400_000).toISOString();
      const number = `ORD-U${userId}-${String(i).padStart(5, '0')}`;
      numbers.push(number);
      rows.push({
        order_number: number,
        user_id: userId,
        status: status(i),
        subtotal_cents: 10_000 + i,
        shipping_cents: 0,
        tax_cents: 2_100,
        total_cents: 12_100 + i,
        shipping_address: JSON.stringify(shipping),
        billing_address: null,
        notes: null,
        customer_snapshot: JSON.stringify(billing),
        created_at: at,
        updated_at: at,
      });
    }
    const inserted = await t.db.insertInto('orders').values(rows).returning('id').execute();
    const lines: Array<Insertable<OrderItemsTable>> = inserted.flatMap(({ id }) =>
      ['A', 'B'].map((letter) => ({
        order_id: id,
        product_id: null,
        sku: `SKU-${letter}`,
        brand: 'Adalya',
        name: `Love 66 ${letter}`,
        flavor: 'Love',
        weight: '50g',
        quantity: 2,
        unit_price_cents: 2_500,
        total_price_cents: 5_000,
      })),
    );
    await t.db.insertInto('order_items').values(lines).execute();
  }
  return numbers;
}

async function customer() {
  const user = await createUser(t.db);
  return { id: user.id, token: (await login(t.app, user.email)).token };
}

type Page = { orders: Array<{ order_number: string; status: string; items: unknown[] }>; pagination: Record<string, unknown> };

async function ownOrders(token: string, query = ''): Promise<Page> {
  const response = await t.app.inject({ url: `/api/orders${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const numbersOf = (page: Page) => page.orders.map((order) => order.order_number);

describe("a customer's own orders", () => {
  it('when a customer has 45 orders, then page 1 holds the 20 newest, page 3 the 5 oldest, and the paging says 3 pages', async () => {
    const me = await customer();
    const numbers = await ordersOf(me.id, 45);
    const first = await ownOrders(me.token);
    expect(numbersOf(first)).toEqual(numbers.slice(0, 20));
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 45, pages: 3 });
    const second = await ownOrders(me.token, '?page=2');
    expect(numbersOf(second)).toEqual(numbers.slice(20, 40));
    const third = await ownOrders(me.token, '?page=3');
    expect(numbersOf(third)).toEqual(numbers.slice(40));
    expect(third.pagination).toEqual({ page: 3, limit: 20, total: 45, pages: 3 });
    // Each order of the page comes with its own lines, as the order card shows them.
    expect(third.orders.every((order) => order.items.length === 2)).toBe(true);
    // Past the last page: no orders, the same paging.
    expect(await ownOrders(me.token, '?page=4')).toEqual({ success: true, orders: [], pagination: { page: 4, limit: 20, total: 45, pages: 3 } });
  });

  it("when another customer has orders, then they are never in the customer's pages or counts", async () => {
    const me = await customer();
    const other = await customer();
    const mine = await ordersOf(me.id, 3);
    const theirs = await ordersOf(other.id, 30);
    const page = await ownOrders(me.token, '?limit=100');
    expect(numbersOf(page)).toEqual(mine);
    expect(page.pagination).toMatchObject({ total: 3, pages: 1 });
    expect(numbersOf(await ownOrders(other.token, '?page=2')).every((number) => theirs.includes(number))).toBe(true);
  });

  it('when a `?status=` call is sent, then it answers `orders` of that status, paged; sent empty it is every status', async () => {
    const me = await customer();
    const numbers = await ordersOf(me.id, 30, (i) => (i % 3 === 0 ? 'received' : 'ended'));
    const received = await ownOrders(me.token, '?status=received');
    expect(numbersOf(received)).toEqual(numbers.filter((_, i) => i % 3 === 0));
    expect(received.orders.every((order) => order.status === 'received')).toBe(true);
    expect(received.pagination).toEqual({ page: 1, limit: 20, total: 10, pages: 1 });
    expect((await ownOrders(me.token, '?status=&page=')).pagination).toMatchObject({ page: 1, total: 30, pages: 2 });
    expect((await ownOrders(me.token, '?status=cancelled')).orders).toEqual([]);
  });

  it('when the dashboard asks `?limit=5` or `sort` and `order`, then it gets that many, newest or oldest first', async () => {
    const me = await customer();
    const numbers = await ordersOf(me.id, 8);
    const recent = await ownOrders(me.token, '?limit=5');
    expect(numbersOf(recent)).toEqual(numbers.slice(0, 5));
    expect(recent.pagination).toEqual({ page: 1, limit: 5, total: 8, pages: 2 });
    expect(numbersOf(await ownOrders(me.token, '?sort=created_at&order=asc&limit=3'))).toEqual(numbers.slice(-3).reverse());
  });

  it('when `limit` is above 100, or `page`, `limit` or `status` is not one, then 400 with the parameter named, never a 500', async () => {
    const me = await customer();
    for (const query of ['?limit=101', '?limit=1000', '?limit=0', '?limit=x', '?page=0', '?page=-1', '?page=1.5', '?status=shipped', '?order=up']) {
      const response = await t.app.inject({ url: `/api/orders${query}`, headers: bearer(me.token) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success, query).toBe(false);
    }
    expect((await ownOrders(me.token, '?limit=100')).pagination).toMatchObject({ limit: 100 });
  });

  it('when a customer has 3,000 orders, then its first page costs as many SQL statements as with 2 orders', async () => {
    const big = await customer();
    const small = await customer();
    await ordersOf(big.id, 3_000);
    await ordersOf(small.id, 2);
    // The counter counts every statement the app sends meanwhile, its background work's too (the
    // outbox, a session's last-seen note): the fewest of three asks is the request's own.
    const statements = async (token: string) => {
      let answer: Page | undefined;
      const counts: number[] = [];
      for (let ask = 0; ask < 3; ask++)
        counts.push(
          await t.countQueries(async () => {
            answer = await ownOrders(token);
          }),
        );
      return { count: Math.min(...counts), answer: answer! };
    };
    // Once each first, so the session's user is read the same way for both.
    await ownOrders(big.token);
    await ownOrders(small.token);
    const bigPage = await statements(big.token);
    const smallPage = await statements(small.token);
    expect(bigPage.answer.orders).toHaveLength(20);
    expect(bigPage.answer.pagination).toEqual({ page: 1, limit: 20, total: 3_000, pages: 150 });
    // The count, the page, its lines, pre-invoices and invoices: five, whatever the number of orders.
    expect(bigPage.count).toBe(smallPage.count);
    expect(bigPage.count).toBeLessThanOrEqual(6);
  });
});
