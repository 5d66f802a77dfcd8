import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { burst, expectNoServerError, tally } from '../../test/parallel.ts';
import { createProducts } from '../../test/products.ts';

// A customer marks products with a star ("My products"). Marks are per user: they are
// read fresh on every request and never kept in the catalogue's shared cache.

let t: TestApp;
let peer: FastifyInstance;
let admin: string;
let customer: { token: string; id: number };
let other: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  peer = await t.peer();
  const [adminRow, customerRow, otherRow] = await Promise.all([
    createUser(t.db, { admin: true }),
    createUser(t.db, { userType: 'SHOP' }),
    createUser(t.db),
  ]);
  admin = (await login(t.app, adminRow.email)).token;
  customer = { token: (await login(t.app, customerRow.email)).token, id: customerRow.id };
  other = { token: (await login(t.app, otherRow.email)).token, id: otherRow.id };
});
afterAll(async () => t.close());

type Method = 'PUT' | 'DELETE';
const star = (method: Method, id: number | string, token?: string, app: FastifyInstance = t.app) =>
  app.inject({ method, url: `/api/products/${id}/favourite`, headers: token ? bearer(token) : {} });
const list = async (query: string, token?: string, app: FastifyInstance = t.app) => {
  const response = await app.inject({ url: `/api/products?${query}`, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { products: Array<{ id: number; is_favourite?: boolean }>; total: number };
};
const marks = async (userId: number, productId: number) =>
  (await t.db.selectFrom('favourites').select('product_id').where('user_id', '=', userId).where('product_id', '=', productId).execute()).length;

/** Asks until `read` gives `expected` or `withinMs` passed (another instance hears a commit by its notify trigger); returns how long it took. */
async function within(withinMs: number, read: () => Promise<unknown>, expected: unknown): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await read()) === expected) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not ${String(expected)} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let brandCounter = 0;
/** Products of a brand of their own, so each test reads only its own. */
async function products(count: number) {
  const brand = `Fav-${process.pid}-${++brandCounter}`;
  return { brand, ids: await createProducts(t.db, count, { brand }) };
}

describe('marking products', () => {
  it('when a customer stars a product, then lists and the product page say is_favourite for that customer only', async () => {
    const { brand, ids } = await products(3);
    const [a, b] = ids as [number, number];
    // A list read before the mark is kept: the mark must still show in the very next answer.
    expect((await list(`brand=${brand}`, customer.token)).products.every((p) => p.is_favourite === false)).toBe(true);

    const marked = await star('PUT', a, customer.token);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ success: true, product_id: a, is_favourite: true });

    const mine = await list(`brand=${brand}`, customer.token);
    expect(mine.products.find((p) => p.id === a)?.is_favourite).toBe(true);
    expect(mine.products.find((p) => p.id === b)?.is_favourite).toBe(false);
    expect((await t.app.inject({ url: `/api/products/${a}`, headers: bearer(customer.token) })).json().product.is_favourite).toBe(true);

    expect((await list(`brand=${brand}`, other.token)).products.every((p) => p.is_favourite === false)).toBe(true);
    for (const token of [undefined, admin]) expect((await list(`brand=${brand}`, token)).products.every((p) => !('is_favourite' in p))).toBe(true);
  });

  it('when the star is set twice and cleared twice, then each answer is 200 with the same state and one row at most', async () => {
    const { ids } = await products(1);
    const id = ids[0]!;
    for (let i = 0; i < 2; i++) {
      const response = await star('PUT', id, customer.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().is_favourite).toBe(true);
      expect(await marks(customer.id, id)).toBe(1);
    }
    for (let i = 0; i < 2; i++) {
      const response = await star('DELETE', id, customer.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().is_favourite).toBe(false);
      expect(await marks(customer.id, id)).toBe(0);
    }
  });

  it('when ten stars of one product arrive at once on two instances, then all are 200 and one row is stored', async () => {
    const { ids } = await products(1);
    const id = ids[0]!;
    const answers = await burst([t.app, peer], 10, { token: customer.token, method: 'PUT', url: `/api/products/${id}/favourite` });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 10 });
    expect(await marks(customer.id, id)).toBe(1);

    const mixed = await Promise.all(Array.from({ length: 10 }, (_, i) => star(i % 2 ? 'PUT' : 'DELETE', id, customer.token, i % 3 ? peer : t.app)));
    expectNoServerError(mixed);
    expect(await marks(customer.id, id)).toBeLessThanOrEqual(1);
  });

  it('when a star is set through one instance, then that instance shows it in its very next answer and the other within a second', async () => {
    const { brand, ids } = await products(1);
    const id = ids[0]!;
    const starOf = async (app: FastifyInstance) => (await list(`brand=${brand}`, customer.token, app)).products[0]?.is_favourite;
    // Both instances keep the customer's (empty) marks and its answer first.
    expect(await starOf(t.app)).toBe(false);
    expect(await starOf(peer)).toBe(false);

    expect((await star('PUT', id, customer.token, peer)).statusCode).toBe(200);
    expect(await starOf(peer)).toBe(true);
    expect(await within(1000, () => starOf(t.app), true)).toBeLessThan(1000);

    expect((await star('DELETE', id, customer.token, t.app)).statusCode).toBe(200);
    expect(await starOf(t.app)).toBe(false);
    expect(await within(1000, () => starOf(peer), false)).toBeLessThan(1000);
  });
});

describe('"My products" filter', () => {
  it('when the customer asks for favourites=true, then only its own starred products come, with the other filters and paging', async () => {
    const { brand, ids } = await products(4);
    const [a, b, c] = ids as [number, number, number];
    for (const id of [a, b, c]) expect((await star('PUT', id, customer.token)).statusCode).toBe(200);
    expect((await star('PUT', ids[3]!, other.token)).statusCode).toBe(200);

    const mine = await list(`brand=${brand}&favourites=true`, customer.token);
    expect(mine.products.map((p) => p.id).sort((x, y) => x - y)).toEqual([a, b, c]);
    expect(mine.total).toBe(3);
    expect(mine.products.every((p) => p.is_favourite === true)).toBe(true);

    const paged = await list(`brand=${brand}&favourites=true&limit=2&offset=2`, customer.token);
    expect(paged.products).toHaveLength(1);
    expect(paged.total).toBe(3);

    expect((await list(`brand=${brand}&favourites=true`, other.token)).products.map((p) => p.id)).toEqual([ids[3]]);
    expect((await list(`brand=${brand}&favourites=false`, customer.token)).total).toBe(4);

    // Unstarred: gone from the filter in the very next answer.
    await star('DELETE', b, customer.token);
    expect((await list(`brand=${brand}&favourites=true`, customer.token)).products.map((p) => p.id).sort((x, y) => x - y)).toEqual([a, c]);
  });

  it('when a starred product is withdrawn or deleted, then it leaves the filter, and a deletion removes its marks', async () => {
    const { brand, ids } = await products(2);
    const [a, b] = ids as [number, number];
    await star('PUT', a, customer.token);
    await star('PUT', b, customer.token);
    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', a).execute();
    expect((await list(`brand=${brand}&favourites=true`, customer.token)).products.map((p) => p.id)).toEqual([b]);
    // A withdrawn product can still be unstarred, never starred.
    expect((await star('PUT', a, customer.token)).statusCode).toBe(404);
    expect((await star('DELETE', a, customer.token)).statusCode).toBe(200);

    await t.db.deleteFrom('products').where('id', '=', b).execute();
    expect(await marks(customer.id, b)).toBe(0);
  });

  it('when a customer is deleted, then its marks go with it', async () => {
    const { ids } = await products(1);
    const gone = await createUser(t.db);
    const token = (await login(t.app, gone.email)).token;
    expect((await star('PUT', ids[0]!, token)).statusCode).toBe(200);
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect(await marks(gone.id, ids[0]!)).toBe(0);
  });
});

describe('who may star', () => {
  it('when a visitor stars or filters, then 401; an administrator, then 403; an unknown product, then 404; a malformed id or flag, then 400', async () => {
    const { ids } = await products(1);
    const id = ids[0]!;
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await star(method, id)).statusCode).toBe(401);
      const refused = await star(method, id, admin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(refused.json().error).toMatch(/Admin/);
      const unknown = await star(method, 2_000_000_000, customer.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
      expect((await star(method, 'abc', customer.token)).statusCode).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/products?favourites=true' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/products?favourites=true', headers: bearer(admin) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/products?favourites=maybe', headers: bearer(customer.token) })).statusCode).toBe(400);
  });
});
