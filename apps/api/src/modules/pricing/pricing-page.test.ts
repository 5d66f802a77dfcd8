import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

// Decision 077: the pricing screens read the stored prices of the page shown (`product_ids`, at most
// 200), and the counts of their stat cards come from the server, never from every price loaded.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
const typePrices = async (ids: string) => call('GET', `/api/pricing/admin/user-type-prices?product_ids=${ids}`);

describe('the prices of the page shown', () => {
  it('when product_ids names some products, then only their SHOP and BAR prices come, with the counts of the whole catalogue', async () => {
    const before = (await typePrices('')).json().counts as { products: number; SHOP: number; BAR: number };
    const [a, b, c] = (await createProducts(t.db, 3)) as [number, number, number];
    const saved = await call('POST', '/api/pricing/admin/bulk-user-type-prices', {
      updates: [
        { productId: a, userType: 'SHOP', price: 9 },
        { productId: b, userType: 'BAR', price: 8 },
        { productId: c, userType: 'SHOP', price: 7 },
        { productId: c, userType: 'BAR', price: 7.5 },
      ],
    });
    expect(saved.statusCode).toBe(200);

    const answer = await typePrices(`${b},${a}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().userTypePrices).toEqual([
      { user_type: 'SHOP', product_id: a, price: 9, version: 1 },
      { user_type: 'BAR', product_id: b, price: 8, version: 1 },
    ]);
    // The counts follow the save (they are kept only until the catalogue changes).
    expect(answer.json().counts).toEqual({ products: before.products + 3, SHOP: before.SHOP + 2, BAR: before.BAR + 2 });

    expect(
      (await call('POST', '/api/pricing/admin/bulk-user-type-prices', { updates: [{ productId: c, userType: 'BAR', price: 0 }] })).statusCode,
    ).toBe(200);
    const empty = await typePrices('');
    expect(empty.json()).toEqual({
      success: true,
      userTypePrices: [],
      counts: { products: before.products + 3, SHOP: before.SHOP + 2, BAR: before.BAR + 1 },
    });
  });

  it("when a customer's prices are read for some products, then only theirs come, with how many custom prices the customer has", async () => {
    const customer = await createUser(t.db);
    const [a, b, c] = (await createProducts(t.db, 3)) as [number, number, number];
    const url = `/api/pricing/admin/customer/${customer.id}`;
    const saved = await call('POST', `${url}/bulk`, {
      prices: [
        { productId: a, price: 5 },
        { productId: b, price: 6 },
        { productId: c, price: 7 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const products = (await typePrices('')).json().counts.products as number;

    const answer = await call('GET', `${url}?product_ids=${c}, ${a}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      customerPrices: [
        { product_id: a, price: 5, version: 1 },
        { product_id: c, price: 7, version: 1 },
      ],
      counts: { products, custom: 3 },
    });
    expect((await call('DELETE', `${url}/product/${b}`)).statusCode).toBe(200);
    expect((await call('GET', `${url}?product_ids=`)).json()).toEqual({ success: true, customerPrices: [], counts: { products, custom: 2 } });
    // An unknown customer is still a 404, with or without products named.
    expect((await call('GET', `/api/pricing/admin/customer/999999?product_ids=${a}`)).statusCode).toBe(404);
  });

  it('when 200 ids are named, then both reads answer; 201 ids, none at all or ids that are no ids are a 400 naming product_ids', async () => {
    const customer = await createUser(t.db);
    const ids = Array.from({ length: 201 }, (_, i) => i + 1);
    const urls = ['/api/pricing/admin/user-type-prices', `/api/pricing/admin/customer/${customer.id}`];
    for (const url of urls) {
      const atMax = await call('GET', `${url}?product_ids=${ids.slice(0, 200).join(',')}`);
      expect(atMax.statusCode, url).toBe(200);

      const tooMany = await call('GET', `${url}?product_ids=${ids.join(',')}`);
      expect(tooMany.statusCode, url).toBe(400);
      expect(tooMany.json()).toMatchObject({ reason: 'invalidFields', detail_reasons: { product_ids: 'productIdsTooMany' } });
      expect(tooMany.json().details.product_ids).toBe('At most 200 product ids at once');

      for (const garbage of ['abc', '1,,2', '-3', '1.5', '0', '99999999999', '1;2']) {
        const refused = await call('GET', `${url}?product_ids=${encodeURIComponent(garbage)}`);
        expect(refused.statusCode, `${url} ${garbage}`).toBe(400);
        expect(refused.json().detail_reasons, `${url} ${garbage}`).toEqual({ product_ids: 'productIdsInvalid' });
      }
      const missing = await call('GET', url);
      expect(missing.statusCode, url).toBe(400);
      expect(missing.json().detail_reasons, url).toEqual({ product_ids: 'productIdsInvalid' });
    }
  });
});
