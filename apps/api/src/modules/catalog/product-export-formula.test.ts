import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { multipartBody } from '../../test/multipart.ts';

// A product's name that hides a formula after a comma: a spreadsheet that splits the `;` export on
// commas would make `=cmd|…` a cell of its own and run it. The export quotes the cell and guards the
// piece after the comma; the import reads it back as it was.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const PAYLOAD = "Mint,=cmd|' /C calc'!A0,";

describe('a formula hidden in a product name', () => {
  it('when the products are exported, then the name comes out quoted and guarded, no comma-split piece starts a formula, and the import reads it back unchanged', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(admin),
      payload: { sku: 'CALC-1', brand: 'Csvbrand', name: PAYLOAD, flavor: '-2+3', weight: '50g', price: 10, stock: 4, min_order_quantity: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);

    const exported = await t.app.inject({ url: '/api/products/admin/export.csv', headers: bearer(admin) });
    expect(exported.statusCode).toBe(200);
    const line = exported.body.split('\r\n').find((row) => row.startsWith('CALC-1;'))!;
    expect(line.startsWith(`CALC-1;Csvbrand;"Mint,'=cmd|' /C calc'!A0,";'-2+3;50g;;10,00;`)).toBe(true);
    expect(line.split(/[;,\t]/).filter((piece) => /^"?[=+\-@]/.test(piece))).toEqual([]);

    const { payload, headers } = multipartBody([{ field: 'file', filename: 'products.csv', contentType: 'text/csv', content: exported.rawPayload }]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/products/admin/import?dry_run=true',
      headers: { ...headers, ...bearer(admin) },
      payload,
    });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, errors: [], changes: [] });
  });
});
