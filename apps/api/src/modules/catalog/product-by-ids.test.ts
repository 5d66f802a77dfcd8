import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

// Decision 076: after a refused bulk save the bulk pages re-read the rows typed into, whichever page
// they were on, through GET /api/products/admin/by-ids (at most 200 ids).

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await adminAndCustomerTokens(t.app, t.db));
});
afterAll(async () => t.close());

const byIds = (ids: string, token = admin) => t.app.inject({ url: `/api/products/admin/by-ids?ids=${ids}`, headers: bearer(token) });

describe('products by ids', () => {
  it('when an administrator asks for some ids, then those products come as they are now, inactive ones too, and an unknown id is left out', async () => {
    const [first, second] = (await createProducts(t.db, 2, { stock: 7 })) as [number, number];
    const [inactive] = (await createProducts(t.db, 1, { is_active: false })) as [number];
    const stocked = await t.app.inject({
      method: 'PUT',
      url: '/api/products/bulk-stock',
      headers: bearer(admin),
      payload: { updates: [{ id: second, stock: 30 }] },
    });
    expect(stocked.statusCode).toBe(200);

    const answer = await byIds(`${second},${inactive}, ${first},999999999`);
    expect(answer.statusCode).toBe(200);
    const products = answer.json().products as Array<{ id: number; stock: number; version: number; is_active: boolean }>;
    expect(products.map((p) => p.id)).toEqual([first, second, inactive]);
    const [one, two] = [products.find((p) => p.id === first), products.find((p) => p.id === second)];
    expect([one?.stock, two?.stock]).toEqual([7, 30]);
    // The saved one's version moved on: what a bulk page compares with the version its typing began on.
    expect(two?.version).toBe((one?.version ?? 0) + 1);
    expect(products.find((p) => p.id === inactive)?.is_active).toBe(false);
  });

  it('when 200 ids are asked, then they answer; 201 ids, none, or an id that is no number are a 400 naming `ids`', async () => {
    const ids = (await createProducts(t.db, 201)) as number[];
    const atMax = await byIds(ids.slice(0, 200).join(','));
    expect(atMax.statusCode).toBe(200);
    expect(atMax.json().products).toHaveLength(200);

    for (const bad of [ids.join(','), '', 'abc', '1,,2', '-3']) {
      const refused = await byIds(bad);
      expect(refused.statusCode, bad.slice(0, 40)).toBe(400);
      expect(refused.json()).toMatchObject({ reason: 'invalidFields' });
      expect(
        Object.keys(refused.json().detail_reasons ?? {}).some((field) => field.startsWith('ids')),
        bad.slice(0, 40),
      ).toBe(true);
    }
    expect((await byIds(ids.join(','))).json().detail_reasons).toEqual({ ids: 'productIdsTooMany' });
  });

  it('when a customer asks, then it is refused', async () => {
    const [id] = (await createProducts(t.db, 1)) as [number];
    expect((await byIds(String(id), customer)).statusCode).toBe(403);
  });
});
