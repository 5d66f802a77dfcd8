import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shop/domain';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { multipartBody, type MultipartPart } from '../../test/multipart.ts';
import { placedOrder } from '../../test/shoppers.ts';

// Decision 060: an import never writes back what it did not change. The export carries
// each row's version; a row whose product changed since the export and whose cells differ from
// today's values is a conflict, shown in the preview and refused by the real run unless overwritten;
// `stock_change` moves stock relative to the stock at the moment of the import.

let t: TestApp;
let admin: { token: string; email: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const a = await createUser(t.db, { admin: true });
  admin = { token: (await login(t.app, a.email)).token, email: a.email };
});
afterAll(async () => t.close());

const HEADER =
  'sku;brand;name;flavor;weight;category;price;wholesale_price;price_excl_vat_excise;shop_price;bar_price;stock;min_order_quantity;is_active;low_stock_threshold;version';

/** The exported file's lines by SKU. */
async function exported(): Promise<Map<string, string>> {
  const response = await t.app.inject({ url: '/api/products/admin/export.csv', headers: bearer(admin.token) });
  expect(response.statusCode).toBe(200);
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe(HEADER);
  return new Map(lines.slice(1).map((line) => [line.split(';')[0]!, line]));
}

function upload(content: string, dryRun: boolean, overwrite?: unknown) {
  const parts: MultipartPart[] = [{ field: 'file', filename: 'products.csv', contentType: 'text/csv', content }];
  if (overwrite !== undefined) parts.push({ field: 'overwrite', content: typeof overwrite === 'string' ? overwrite : JSON.stringify(overwrite) });
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/products/admin/import?dry_run=${dryRun}`,
    headers: { ...headers, ...bearer(admin.token) },
    payload,
  });
}

const csv = (...lines: string[]) => `${[HEADER, ...lines].join('\r\n')}\r\n`;

let serial = 0;
async function product(stock: number, price = 10) {
  const sku = `CF-${++serial}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(admin.token),
    payload: { sku, brand: 'Conflict', name: `Product ${serial}`, flavor: 'Mint', weight: '50g', price, stock, min_order_quantity: 1 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().product.id as number, sku };
}

const row = (sku: string) => t.db.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirstOrThrow();

async function entries(entity: string, id: number): Promise<AuditEntry[]> {
  return (await t.app.inject({ url: `/api/audit-log?entity=${entity}&entity_id=${id}`, headers: bearer(admin.token) })).json().entries;
}

async function stockStory(id: number) {
  const answer = (await t.app.inject({ url: `/api/products/admin/${id}/stock-history`, headers: bearer(admin.token) })).json();
  return (answer.moves as Array<{ reason: string; delta: number; reference: string | null }>).reverse().map((m) => [m.reason, m.delta, m.reference]);
}

describe('the issue: stock sold since the export', () => {
  it('when a file exported at stock 133 is imported after a sale of 10, with another row edited, then the preview lists the conflict with both values, the real run answers 409 and writes nothing', async () => {
    const sold = await product(133);
    const other = await product(50, 20);
    const file = await exported();
    const { order } = await placedOrder(t.app, t.db, [[sold.id, 10]]);
    expect((await row(sold.sku)).stock).toBe(123);
    const content = csv(file.get(sold.sku)!, file.get(other.sku)!.replace(';20,00;', ';22,00;'));

    const preview = await upload(content, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const current = `${(await row(sold.sku)).version}_0_0`;
    expect(preview.json().conflicts).toEqual([
      {
        line: 2,
        sku: sold.sku,
        product_id: sold.id,
        reason: 'changed',
        current_version: current,
        fields: { stock: { file: 133, now: 123 } },
        overwrite: false,
      },
    ]);
    expect(preview.json()).toMatchObject({ updated: 1, changes: [{ sku: other.sku, fields: { price: { from: 20, to: 22 } } }] });

    const real = await upload(content, false);
    expect(real.statusCode).toBe(409);
    expect(real.json()).toMatchObject({
      code: 'IMPORT_CONFLICT',
      reason: 'importConflict',
      params: { count: 1, rows: `2 (${sold.sku})` },
      error: `Nothing was imported: 1 row changed since your export (line 2 (${sold.sku})). Remove it from the file or tick overwrite`,
      updated: 0,
      changes: [],
    });
    expect(real.json().conflicts).toHaveLength(1);
    expect((await row(sold.sku)).stock).toBe(123);
    expect((await row(other.sku)).price_cents).toBe(2000);
    expect(await stockStory(sold.id)).toEqual([['order', -10, order.order_number]]);

    // The row removed from the file: the rest is imported.
    const without = await upload(csv(file.get(other.sku)!.replace(';20,00;', ';22,00;')), false);
    expect(without.statusCode, without.body).toBe(200);
    expect((await row(other.sku)).price_cents).toBe(2200);
    expect((await row(sold.sku)).stock).toBe(123);
  });

  it('when the administrator ticks overwrite for the conflicting row, then the file is applied, the stock history shows the real change and the overwrite is audited', async () => {
    const sold = await product(133);
    const file = await exported();
    await placedOrder(t.app, t.db, [[sold.id, 10]]);
    const content = csv(file.get(sold.sku)!.replace(';Product', ';Renamed'));
    const { current_version } = (await upload(content, true)).json().conflicts[0];

    const real = await upload(content, false, [{ sku: sold.sku.toLowerCase(), version: current_version }]);
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().conflicts).toMatchObject([{ sku: sold.sku, overwrite: true, fields: { stock: { file: 133, now: 123 } } }]);
    const after = await row(sold.sku);
    expect([after.stock, after.name]).toEqual([133, expect.stringMatching(/^Renamed/)]);
    expect((await stockStory(sold.id)).at(-1)).toEqual(['import', 10, null]);
    const overwrites = (await entries('product', sold.id)).filter((entry) => entry.action === 'product.import_overwrite');
    expect(overwrites).toHaveLength(1);
    expect(overwrites[0]).toMatchObject({
      actor_email: admin.email,
      changes: { stock: { from: 123, to: 133 }, overwritten_version: { from: null, to: current_version } },
    });
  });

  it('when another sale happens after the preview, then an overwrite at the version the preview showed is a conflict again', async () => {
    const sold = await product(133);
    const file = await exported();
    await placedOrder(t.app, t.db, [[sold.id, 10]]);
    const content = csv(file.get(sold.sku)!);
    const { current_version } = (await upload(content, true)).json().conflicts[0];
    await placedOrder(t.app, t.db, [[sold.id, 3]]);
    const real = await upload(content, false, [{ sku: sold.sku, version: current_version }]);
    expect(real.statusCode).toBe(409);
    expect(real.json().conflicts[0]).toMatchObject({ overwrite: false, fields: { stock: { file: 133, now: 120 } } });
    expect((await row(sold.sku)).stock).toBe(120);
  });
});

describe('rows whose product did not change', () => {
  it('when the version is unchanged, then the edited cells are applied and nothing is a conflict', async () => {
    const item = await product(40, 10);
    const line = (await exported()).get(item.sku)!;
    const answer = await upload(csv(line.replace(';10,00;', ';12,50;').replace(';40;', ';45;')), false);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      updated: 1,
      conflicts: [],
      changes: [{ fields: { price: { from: 10, to: 12.5 }, stock: { from: 40, to: 45 } } }],
    });
    const after = await row(item.sku);
    expect([after.price_cents, after.stock]).toEqual([1250, 45]);
  });

  it('when a SHOP price was set on the pricing dashboard since the export, then the row is a conflict on that price', async () => {
    const item = await product(40, 10);
    const line = (await exported()).get(item.sku)!;
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/pricing/admin/bulk-user-type-prices',
      headers: bearer(admin.token),
      payload: { updates: [{ productId: item.id, userType: 'SHOP', price: 8 }] },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const answer = await upload(csv(line.replace(';Product', ';Other')), true);
    expect(answer.json().conflicts).toMatchObject([
      { sku: item.sku, reason: 'changed', current_version: '1_1_0', fields: { shop_price: { file: null, now: 8 } } },
    ]);
  });

  it('when a file has no version for an existing product, then its differing cells are conflicts (no_version) while new products are created', async () => {
    const item = await product(40);
    const answer = await upload(
      `sku;brand;name;flavor;weight;price;stock\r\n${item.sku};Conflict;Product;Mint;50g;10;99\r\nNV-NEW;Brand;New;Mint;50g;5;3\r\n`,
      true,
    );
    expect(answer.json()).toMatchObject({
      created: 1,
      conflicts: [{ sku: item.sku, reason: 'no_version', current_version: '1_0_0', overwrite: false }],
    });
    expect(answer.json().conflicts[0].fields.stock).toEqual({ file: 99, now: 40 });
    const refused = await upload(`sku;stock\r\n${item.sku};99\r\n`, false);
    expect(refused.statusCode).toBe(409);
    expect((await row(item.sku)).stock).toBe(40);
    const overwritten = await upload(`sku;stock\r\n${item.sku};99\r\n`, false, [{ sku: item.sku, version: '1_0_0' }]);
    expect(overwritten.statusCode, overwritten.body).toBe(200);
    expect((await row(item.sku)).stock).toBe(99);
  });
});

describe('relative stock changes', () => {
  it('when a stale export carries stock_change -5 after a sale of 10, then stock is today’s minus 5, never a conflict, and the history shows -5 with the reason', async () => {
    const item = await product(50);
    const line = (await exported()).get(item.sku)!;
    await placedOrder(t.app, t.db, [[item.id, 10]]);
    const content = `${HEADER};stock_change;stock_change_reason\r\n${line};-5;Broken in the store\r\n`;
    const preview = await upload(content, true);
    expect(preview.json()).toMatchObject({ conflicts: [], changes: [{ fields: { stock: { from: 40, to: 35 } } }] });
    const real = await upload(content, false);
    expect(real.statusCode, real.body).toBe(200);
    expect((await row(item.sku)).stock).toBe(35);
    expect((await stockStory(item.id)).at(-1)).toEqual(['import', -5, 'Broken in the store']);
    expect((await entries('stock', item.id)).find((entry) => entry.action === 'stock.import')).toMatchObject({
      actor_email: admin.email,
      changes: { stock: { from: 40, to: 35 }, stock_change_reason: { from: null, to: 'Broken in the store' } },
    });
  });

  it('when a stock_change would take the stock below zero, then the row is refused with the stock and the change, and the real run writes nothing', async () => {
    const item = await product(3);
    const other = await product(10, 10);
    const content = `sku;stock_change;stock_change_reason;price\r\n${item.sku};-5;Count;10\r\n${other.sku};+4;Delivery 17;10\r\n`;
    const preview = await upload(content, true);
    expect(preview.json().errors).toEqual([
      {
        line: 2,
        field: 'stock_change',
        reason: 'stockChangeBelowZero',
        params: { stock: 3, change: -5 },
        message: 'Only 3 in stock: a change of -5 would take it below 0',
      },
    ]);
    const real = await upload(content, false);
    expect([real.statusCode, real.json().reason]).toEqual([400, 'importHasErrors']);
    expect([(await row(item.sku)).stock, (await row(other.sku)).stock]).toEqual([3, 10]);
  });
});

describe('malformed versions, stock changes and overwrite lists', () => {
  it('when cells or the overwrite field are not what the export and the preview give, then each is refused with its reason, never a 500', async () => {
    const item = await product(10);
    const content = [
      `sku;brand;name;flavor;weight;price;version;stock_change;stock_change_reason`,
      `${item.sku};Conflict;Product;Mint;50g;10;12-3;;`,
      `GONE-1;Gone;Gone;Mint;50g;10;4_0_0;;`,
      `NEW-SC;New;New;Mint;50g;10;;abc;`,
      `NEW-SC2;New;New;Mint;50g;10;;5;${'x'.repeat(501)}`,
    ].join('\r\n');
    const answer = await upload(`${content}\r\n`, true);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().errors.map((e: { line: number; field: string; reason: string }) => [e.line, e.field, e.reason])).toEqual([
      [2, 'version', 'importVersionInvalid'],
      [3, 'version', 'importProductGone'],
      [4, 'stock_change', 'stockChangeInvalid'],
      [4, 'stock_change_reason', 'stockChangeReasonRequired'],
      [5, 'stock_change_reason', 'reasonTooLong'],
    ]);
    for (const overwrite of ['not json', '{"sku":"A"}', '[{"sku":"A","version":"1"}]', '[{"sku":"","version":"1_0_0"}]']) {
      const refused = await upload(csv(), true, overwrite);
      expect([refused.statusCode, refused.json().reason], overwrite).toEqual([400, 'importOverwriteInvalid']);
    }
  });
});
