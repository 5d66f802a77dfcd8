import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/factories.ts';
import { multipartBody } from '../test/multipart.ts';
import { expectNoServerError, parallelShop, stockOf } from '../test/parallel.ts';
import { createProducts } from '../test/products.ts';
import { addToCart, checkoutBody, shopper, type Shopper } from '../test/shoppers.ts';
import { takeStock } from '../db/products.ts';

// Decision 060: a products import racing checkouts on two instances never undoes a sale.
// The import reads the products under their locks: a sale that committed first moved the version
// (an absolute stock from an older export is then a conflict), a sale that comes later waits and
// takes its units from what the import wrote; a stock_change adds to whatever the stock is then.
let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
beforeAll(async () => {
  ({ t, instances, admin } = await parallelShop());
});
afterAll(async () => t.close());

const BUYERS = 12;

async function buyersWithOneUnit(productId: number): Promise<Shopper[]> {
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => shopper(t.app, t.db)));
  for (const buyer of buyers) await addToCart(t.app, buyer, productId, 1);
  return buyers;
}

const checkouts = (buyers: Shopper[]) =>
  buyers.map((buyer, i) =>
    instances[i % instances.length]!.inject({ method: 'POST', url: '/api/orders', headers: bearer(buyer.token), payload: checkoutBody(buyer) }),
  );

function importing(content: string) {
  const { payload, headers } = multipartBody([{ field: 'file', filename: 'products.csv', contentType: 'text/csv', content }]);
  return instances[1 % instances.length]!.inject({
    method: 'POST',
    url: '/api/products/admin/import?dry_run=false',
    headers: { ...headers, ...bearer(admin) },
    payload,
  });
}

/** The product's stock is its starting stock plus every move of its history: no change went unrecorded, none was undone. */
async function expectHistoryAddsUp(productId: number, initial: number): Promise<void> {
  const moves = await t.db.selectFrom('stock_moves').select('delta').where('product_id', '=', productId).execute();
  expect(await stockOf(t.db, productId)).toBe(initial + moves.reduce((sum, move) => sum + move.delta, 0));
}

const skuOf = async (id: number) => (await t.db.selectFrom('products').select('sku').where('id', '=', id).executeTakeFirstOrThrow()).sku;

describe('a products import racing checkouts', () => {
  it('when a stock_change of -100 is imported while 12 buyers check out, then every sale and the change count: stock ends at 1000 - 12 - 100', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 1000 });
    const buyers = await buyersWithOneUnit(product!);
    const file = `sku;stock_change;stock_change_reason\r\n${await skuOf(product!)};-100;Inventory count\r\n`;
    const answers = await Promise.all([...checkouts(buyers), importing(file)]);
    expectNoServerError(answers);
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array.from({ length: BUYERS }, () => 201), 200]);
    expect(await stockOf(t.db, product!)).toBe(1000 - BUYERS - 100);
    await expectHistoryAddsUp(product!, 1000);
  });

  it('when an export setting stock 900 is imported while 12 buyers check out, then it is applied before every sale or refused as a conflict: no sale is ever undone', async () => {
    for (let round = 0; round < 3; round++) {
      const [product] = await createProducts(t.db, 1, { stock: 1000 });
      const buyers = await buyersWithOneUnit(product!);
      const file = `sku;version;stock\r\n${await skuOf(product!)};1_0_0;900\r\n`;
      const answers = await Promise.all([importing(file), ...checkouts(buyers)]);
      expectNoServerError(answers);
      const [imported, ...sales] = answers;
      expect(sales.every((sale) => sale.statusCode === 201)).toBe(true);
      expect([200, 409]).toContain(imported!.statusCode);
      if (imported!.statusCode === 409) expect(imported!.json().code).toBe('IMPORT_CONFLICT');
      expect(await stockOf(t.db, product!)).toBe((imported!.statusCode === 200 ? 900 : 1000) - BUYERS);
      await expectHistoryAddsUp(product!, 1000);
    }
  });

  // PostgreSQL only: on SQLite the open transaction below would hold the one write lock and the import could not start.
  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'when a sale has taken its units but not committed as the import starts, then the import waits for it, sees it and refuses the stale stock: 409, the sale stands',
    async () => {
      const [product] = await createProducts(t.db, 1, { stock: 1000 });
      const file = `sku;version;stock\r\n${await skuOf(product!)};1_0_0;900\r\n`;
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let taken = () => {};
      const tookStock = new Promise<void>((resolve) => {
        taken = resolve;
      });
      const sale = t.db.transaction().execute(async (trx) => {
        expect(await takeStock(trx, product!, 10)).toBe(true);
        taken();
        await held;
      });
      await tookStock;
      const imported = importing(file);
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await sale;
      const answer = await imported;
      expect([answer.statusCode, answer.json().code]).toEqual([409, 'IMPORT_CONFLICT']);
      expect(answer.json().conflicts[0].fields.stock).toEqual({ file: 900, now: 990 });
      expect(await stockOf(t.db, product!)).toBe(990);
    },
  );
});
