import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shop/domain';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { multipartBody } from '../../test/multipart.ts';

// The products CSV, exported and imported with stock and every price (public, wholesale,
// SHOP, BAR); the dry run previews, the real run writes all or nothing.

let t: TestApp;
let admin: { token: string; email: string };
let customer: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const [a, c] = await Promise.all([createUser(t.db, { admin: true }), createUser(t.db)]);
  admin = { token: (await login(t.app, a.email)).token, email: a.email };
  customer = (await login(t.app, c.email)).token;
});
afterAll(async () => t.close());

const HEADER =
  'sku;brand;name;flavor;weight;category;price;wholesale_price;price_excl_vat_excise;shop_price;bar_price;stock;min_order_quantity;is_active;low_stock_threshold;version';

const exportCsv = async (token = admin.token) => t.app.inject({ url: '/api/products/admin/export.csv', headers: bearer(token) });

/** The exported file's lines by SKU (its cells split at `;`; the test data holds no quoted field). */
async function exportedLines(): Promise<Map<string, string>> {
  const response = await exportCsv();
  expect(response.statusCode).toBe(200);
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  return new Map(lines.slice(1).map((line) => [line.split(';')[0]!, line]));
}

function upload(content: string | Buffer, dryRun: boolean | null, token = admin.token) {
  const { payload, headers } = multipartBody([{ field: 'file', filename: 'products.csv', contentType: 'text/csv', content }]);
  const query = dryRun === null ? '' : `?dry_run=${dryRun}`;
  return t.app.inject({ method: 'POST', url: `/api/products/admin/import${query}`, headers: { ...headers, ...bearer(token) }, payload });
}

const csv = (...lines: string[]) => `${[HEADER, ...lines].join('\r\n')}\r\n`;

const createProduct = async (overrides: Record<string, unknown>) => {
  const product = { brand: 'Csvbrand', flavor: 'Mint', weight: '50g', price: 24.2, stock: 40, min_order_quantity: 5, ...overrides };
  const response = await t.app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin.token), payload: product });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product as { id: number; sku: string; name: string };
};

const productBySku = (sku: string) => t.db.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirst();

async function auditOf(productId: number): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (const entity of ['product', 'price', 'stock']) {
    const response = await t.app.inject({ url: `/api/audit-log?entity=${entity}&entity_id=${productId}`, headers: bearer(admin.token) });
    entries.push(...response.json().entries);
  }
  return entries;
}

describe('exporting products', () => {
  it('when an administrator exports, then a UTF-8 file with a byte order mark, ";" and the stable English columns has every price, stock and the SHOP and BAR prices', async () => {
    const product = await createProduct({
      sku: 'EXP-1',
      name: 'Šaltmėtė',
      price: 24.2,
      wholesale_price: 15,
      price_excl_vat_excise: 16,
      is_active: false,
    });
    const prices = await t.app.inject({
      method: 'POST',
      url: '/api/pricing/admin/bulk-user-type-prices',
      headers: bearer(admin.token),
      payload: { updates: [{ productId: product.id, userType: 'SHOP', price: 14.1 }] },
    });
    expect(prices.statusCode).toBe(200);
    const response = await exportCsv();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(HEADER);
    await t.db.updateTable('products').set({ low_stock_threshold: 7 }).where('id', '=', product.id).execute();
    // Version token: the product's version (1: the threshold was set straight in the database), its SHOP price's (1) and its BAR price's (0: none).
    expect((await exportedLines()).get('EXP-1')).toBe('EXP-1;Csvbrand;Šaltmėtė;Mint;50g;;24,20;15,00;16,00;14,10;;40;5;false;7;1_1_0');
  });

  it('when a customer asks for the export or the import, then 403', async () => {
    expect((await exportCsv(customer)).statusCode).toBe(403);
    expect((await upload(csv('X-1;B;N;F;W;;1;;;;;1;1;true;;'), true, customer)).statusCode).toBe(403);
  });
});

describe('the CSV round trip', () => {
  it('when a price and a name are edited and a line added, then the dry run shows exactly those changes, writes nothing, and the real run writes them, as the next export shows', async () => {
    await createProduct({ sku: 'RT-1', name: 'Vyšnia', price: 20 });
    await createProduct({ sku: 'RT-2', name: 'Persikas', price: 30, wholesale_price: 20 });
    const before = await exportedLines();
    const edited = [
      before.get('RT-1')!.replace(';20,00;', ';21,50;'),
      before.get('RT-2')!.replace(';Persikas;', ';Persikas ir mėta;'),
      'RT-3;Csvbrand;Ąžuolas;Oak;100g;Tabakas;19.99;12;;11,5;13;7;2;true;5;',
    ];
    const file = csv(...edited);

    const dry = await upload(file, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const rt1 = await productBySku('RT-1');
    const rt2 = await productBySku('RT-2');
    expect(dry.json()).toEqual({
      success: true,
      dry_run: true,
      created: 1,
      updated: 2,
      unchanged: 0,
      refused: 0,
      errors: [],
      error_count: 0,
      changes: [
        { line: 2, sku: 'RT-1', action: 'update', product_id: rt1!.id, fields: { price: { from: 20, to: 21.5 } } },
        { line: 3, sku: 'RT-2', action: 'update', product_id: rt2!.id, fields: { name: { from: 'Persikas', to: 'Persikas ir mėta' } } },
        {
          line: 4,
          sku: 'RT-3',
          action: 'create',
          product_id: null,
          fields: {
            brand: { from: null, to: 'Csvbrand' },
            name: { from: null, to: 'Ąžuolas' },
            flavor: { from: null, to: 'Oak' },
            weight: { from: null, to: '100g' },
            category: { from: null, to: 'Tabakas' },
            price: { from: null, to: 19.99 },
            wholesale_price: { from: null, to: 12 },
            shop_price: { from: null, to: 11.5 },
            bar_price: { from: null, to: 13 },
            stock: { from: null, to: 7 },
            min_order_quantity: { from: null, to: 2 },
            is_active: { from: null, to: true },
            low_stock_threshold: { from: null, to: 5 },
          },
        },
      ],
      conflicts: [],
    });
    expect(await productBySku('RT-3')).toBeUndefined();
    expect((await productBySku('RT-1'))!.price_cents).toBe(2000);
    expect(await auditOf(rt1!.id)).toHaveLength(1);

    const real = await upload(file, false);
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json()).toEqual({ ...dry.json(), dry_run: false });

    // The next export: the edits, each written product's version moved on by one.
    const after = await exportedLines();
    expect(after.get('RT-1')).toBe(edited[0]!.replace(/;1_0_0$/, ';2_0_0'));
    expect(after.get('RT-2')).toBe(edited[1]!.replace(/;1_0_0$/, ';2_0_0'));
    expect(after.get('RT-3')).toBe('RT-3;Csvbrand;Ąžuolas;Oak;100g;Tabakas;19,99;12,00;;11,50;13,00;7;2;true;5;1_1_1');

    // The same file again changes nothing: its cells are today's values, so nothing differs and nothing conflicts.
    expect((await upload(file, false)).json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, changes: [], conflicts: [] });
  });

  it('when the whole export is imported back unchanged, then nothing changes, quotes, separators and formula-like texts included', async () => {
    await createProduct({ sku: 'ODD-1', name: 'Mix "A"; B', flavor: '=1+2', category: 'Tab\tinside', price: 12.34 });
    const exported = await exportCsv();
    const answer = await upload(exported.rawPayload, true);
    expect(answer.json()).toMatchObject({ created: 0, updated: 0, errors: [], changes: [] });
    const { n } = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(answer.json().unchanged).toBe(Number(n));
  });

  it('when the import writes, then the audit log names the administrator: the price as price.import, the name as product.import, the new product as product.create', async () => {
    const product = await createProduct({ sku: 'AUD-1', name: 'Audit', price: 10 });
    const line = (await exportedLines()).get('AUD-1')!;
    const response = await upload(
      csv(line.replace(';10,00;', ';12,00;').replace(';Audit;', ';Auditas;'), 'AUD-2;Csvbrand;Naujas;Mint;50g;;5;;;4;;1;1;true;;'),
      false,
    );
    expect(response.statusCode, response.body).toBe(200);
    const entries = (await auditOf(product.id)).filter((entry) => entry.action.endsWith('.import'));
    expect(entries.map((entry) => [entry.action, entry.actor_email, entry.changes]).sort()).toEqual([
      ['price.import', admin.email, { price_cents: { from: 1000, to: 1200 } }],
      ['product.import', admin.email, { name: { from: 'Audit', to: 'Auditas' }, slug: { from: 'csvbrand-audit-50g', to: 'csvbrand-auditas-50g' } }],
    ]);
    const created = await productBySku('AUD-2');
    const story = (await auditOf(created!.id)).map((entry) => [entry.action, entry.actor_email]).sort();
    expect(story).toEqual([
      ['price.import', admin.email],
      ['product.create', admin.email],
    ]);
  });
});

describe('all or nothing', () => {
  it('when one line of a real run is refused, then nothing is written and 400 lists the line, the column and why', async () => {
    await createProduct({ sku: 'AON-1', name: 'Pirmas', price: 10 });
    const line = (await exportedLines()).get('AON-1')!;
    const response = await upload(
      csv(
        line.replace(';10,00;', ';11,00;'),
        'AON-2;Csvbrand;Antras;Mint;50g;;0;;;;;1;1;true;;',
        'AON-3;Csvbrand;Trečias;Mint;50g;;5;;;;;1;1;true;;',
      ),
      false,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      reason: 'importHasErrors',
      params: { count: 1 },
      error: 'Nothing was imported: the file has 1 error',
      created: 0,
      updated: 0,
      errors: [{ line: 3, field: 'price', reason: 'pricePositive', message: 'Price must be more than 0 €' }],
      changes: [],
    });
    expect((await productBySku('AON-1'))!.price_cents).toBe(1000);
    expect(await productBySku('AON-3')).toBeUndefined();
  });

  it('when lines break several rules, then the dry run lists each with its message and still previews the good lines', async () => {
    await createProduct({ sku: 'RULES-1', name: 'Rules', price: 10 });
    const response = await upload(
      csv(
        'rules-1;Csvbrand;Rules;Mint;50g;;1e12;;;;;1;1;true;;',
        ';Csvbrand;No SKU;Mint;50g;;5;;;;;1;1;true;;',
        'RULES-2;;;Mint;50g;;abc;0;;0;;-1;0;maybe;;',
        'RULES-3;Csvbrand;Good;Mint;50g;;5;;;;;99999999999;1;true;;',
        'RULES-4;Csvbrand;Short',
        'RULES-5;Csvbrand;Fine;Mint;50g;;5;;;;;1;1;taip;;',
        'rules-5;Csvbrand;Again;Mint;50g;;5;;;;;1;1;true;;',
      ),
      true,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.errors.map((e: { line: number; field: string | null; reason: string }) => [e.line, e.field, e.reason])).toEqual([
      [2, 'price', 'priceTooHigh'],
      [3, 'sku', 'skuRequired'],
      [4, 'brand', 'brandRequired'],
      [4, 'name', 'nameRequired'],
      [4, 'price', 'priceInvalid'],
      [4, 'wholesale_price', 'pricePositive'],
      [4, 'shop_price', 'pricePositive'],
      [4, 'stock', 'stockInvalid'],
      [4, 'min_order_quantity', 'minOrderInvalid'],
      [4, 'is_active', 'activeInvalid'],
      [5, 'stock', 'stockTooHigh'],
      [6, null, 'fieldCountMismatch'],
      [8, 'sku', 'skuRepeated'],
    ]);
    expect(body.errors[0].message).toBe('Price must be at most 100 000 €');
    expect(body.error_count).toBe(13);
    expect(body.changes.map((c: { sku: string; action: string }) => [c.sku, c.action])).toEqual([['RULES-5', 'create']]);
  });
});

describe('price limits (decision 061)', () => {
  it('when a line sets a SHOP price above its public price or a public price below its wholesale price, then the line is refused naming the limit and nothing is written', async () => {
    const file = csv(
      'BOUND-1;Csvbrand;Bound one;Mint;50g;;20;;;25;;1;1;true;;',
      'BOUND-2;Csvbrand;Bound two;Mint;50g;;10;12;;;;1;1;true;;',
      'BOUND-3;Csvbrand;Bound three;Mint;50g;;20;;;19.5;20;1;1;true;;',
    );
    const preview = (await upload(file, true)).json();
    expect(preview.errors).toEqual([
      expect.objectContaining({
        line: 2,
        field: 'shop_price',
        reason: 'shopPriceAbovePublic',
        params: { sku: 'BOUND-1', price: '25.00', limit: '20.00' },
      }),
      expect.objectContaining({
        line: 3,
        field: 'price',
        reason: 'publicPriceBelowWholesale',
        message: 'The public price 10.00 € of BOUND-2 is below its wholesale price 12.00 €',
      }),
    ]);
    expect(preview.created).toBe(1);
    const real = await upload(file, false);
    expect([real.statusCode, real.json().reason]).toEqual([400, 'importHasErrors']);
    expect(await productBySku('BOUND-3')).toBeUndefined();
  });
  it("when a line lowers a public price below a customer's own price of the product, then the line is refused naming that price; other edits of the product still import", async () => {
    const product = await createProduct({ name: 'Own price', price: 30, wholesale_price: 10 });
    const buyer = await createUser(t.db);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/pricing/admin/customer/${buyer.id}/bulk`,
      headers: bearer(admin.token),
      payload: { prices: [{ productId: product.id, price: 25 }] },
    });
    expect(own.statusCode, own.body).toBe(200);
    const row = (await exportedLines()).get(product.sku)!.split(';');
    const lowered = [...row];
    lowered[6] = '20';
    const preview = (await upload(csv(lowered.join(';')), true)).json();
    expect(preview.errors).toEqual([
      expect.objectContaining({ field: 'price', reason: 'customerPriceAbovePublic', params: { sku: product.sku, price: '25.00', limit: '20.00' } }),
    ]);
    const renamed = [...row];
    renamed[2] = 'Own price, renamed';
    expect((await upload(csv(renamed.join(';')), false)).statusCode).toBe(200);
    expect((await productBySku(product.sku))?.name).toBe('Own price, renamed');
  });
});

describe('letters, separators and SKUs', () => {
  it('when a file has "," between fields, no byte order mark, quoted fields and Lithuanian letters, then they survive to the catalogue and the next export', async () => {
    const header = HEADER.replaceAll(';', ',');
    const file = `${header}\n"LT-1",Čiaupas,"Ąčęėįšųūž, ĄČĘĖĮŠŲŪŽ",Žemuogė,50g,,"12,5",,,,,3,1,true,,\n`;
    const response = await upload(Buffer.from(file, 'utf8'), false);
    expect(response.statusCode, response.body).toBe(200);
    const product = await productBySku('LT-1');
    expect([product!.brand, product!.name, product!.flavor, product!.price_cents]).toEqual(['Čiaupas', 'Ąčęėįšųūž, ĄČĘĖĮŠŲŪŽ', 'Žemuogė', 1250]);
    expect((await exportedLines()).get('LT-1')).toBe('LT-1;Čiaupas;Ąčęėįšųūž, ĄČĘĖĮŠŲŪŽ;Žemuogė;50g;;12,50;7,75;;;;3;1;true;;1_0_0');
    const listed = await t.app.inject({ url: '/api/products/admin/all?search=ciaupas', headers: bearer(admin.token) });
    expect(listed.json().products.map((p: { sku: string }) => p.sku)).toEqual(['LT-1']);
  });

  it('when a line names a SKU in other case, then it updates that product; a text starting with "-" comes back as written', async () => {
    await createProduct({ sku: 'Case-Sku-1', name: 'Case', price: 10 });
    const response = await upload(csv("case-sku-1;Csvbrand;'-Minus;Mint;50g;;10;;;;;40;5;true;;1_0_0"), false);
    expect(response.json()).toMatchObject({
      created: 0,
      updated: 1,
      changes: [{ sku: 'Case-Sku-1', fields: { name: { from: 'Case', to: '-Minus' } } }],
    });
    expect((await exportedLines()).get('Case-Sku-1')).toContain(";'-Minus;");
  });

  it('when columns are left out, then those fields stay; an empty SHOP price removes it', async () => {
    const product = await createProduct({ sku: 'PART-1', name: 'Partial', price: 10, wholesale_price: 7 });
    await t.app.inject({
      method: 'POST',
      url: '/api/pricing/admin/bulk-user-type-prices',
      headers: bearer(admin.token),
      payload: { updates: [{ productId: product.id, userType: 'SHOP', price: 6 }] },
    });
    const response = await upload('SKU;Version;Stock;Shop_Price\r\npart-1;1_1_0;99;\r\n', false);
    expect(response.json()).toMatchObject({ updated: 1, changes: [{ fields: { stock: { from: 40, to: 99 }, shop_price: { from: 6, to: null } } }] });
    const row = await productBySku('PART-1');
    expect([row!.stock, row!.price_cents, row!.wholesale_price_cents, row!.name]).toEqual([99, 1000, 700, 'Partial']);
    expect(await t.db.selectFrom('user_type_prices').select('id').where('product_id', '=', product.id).execute()).toEqual([]);
  });
});

describe('files that cannot be read', () => {
  it.each([
    ['not UTF-8 (Windows-1257)', 400, 'importNotUtf8', Buffer.from([...Buffer.from('sku;name\r\nW-1;'), 0xd0, 0x61, 0x6c, 0x74, 0x61, 0x0d, 0x0a])],
    ['an unknown column', 400, 'importUnknownColumn', 'sku;colour\r\nX-1;red\r\n'],
    ['a column twice', 400, 'importRepeatedColumn', 'sku;name;NAME\r\nX-1;a;b\r\n'],
    ['no sku column', 400, 'importNoSkuColumn', 'name;price\r\nA;1\r\n'],
    ['a quote never closed', 400, 'importUnclosedQuote', 'sku;name\r\nX-1;"open\r\nX-2;b\r\n'],
    ['only a header', 400, 'importEmpty', `${HEADER}\r\n`],
    ['nothing', 400, 'importEmpty', ''],
    ['20,001 product lines', 413, 'importTooManyRows', `sku;stock\r\n${Array.from({ length: 20_001 }, (_, i) => `MANY-${i};1`).join('\r\n')}\r\n`],
    ['more than 10 MB', 413, 'importFileTooLarge', `sku;name\r\nBIG-1;${'x'.repeat(10 * 1024 * 1024)}\r\n`],
  ])('when the file has %s, then %i %s and nothing is written', async (_case, status, reason, content) => {
    const response = await upload(content, false);
    expect([response.statusCode, response.json().reason]).toEqual([status, reason]);
  });

  it('when the quote is never closed, then the answer names the line it opened on', async () => {
    expect((await upload('sku;name\r\nX-1;a\r\nX-2;"open\r\n', true)).json().error).toBe('A quoted field that starts on line 3 is never closed');
  });

  it('when the request is not multipart or has no file field, then 415 and 400; without dry_run it is a dry run', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/products/admin/import', headers: bearer(admin.token), payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    const { payload, headers } = multipartBody([{ field: 'other', filename: 'a.csv', content: 'sku\r\nA\r\n' }]);
    const other = await t.app.inject({ method: 'POST', url: '/api/products/admin/import', headers: { ...headers, ...bearer(admin.token) }, payload });
    expect([other.statusCode, other.json().reason]).toEqual([400, 'fileFieldMissing']);
    const dry = await upload(csv('DEFAULT-DRY;Csvbrand;Dry;Mint;50g;;5;;;;;1;1;true;;'), null);
    expect(dry.json()).toMatchObject({ dry_run: true, created: 1 });
    expect(await productBySku('DEFAULT-DRY')).toBeUndefined();
  });
});

describe('parallel imports', () => {
  it('when the same file is imported three times at once, then each new SKU is created once and every answer is 200', async () => {
    const file = csv(...Array.from({ length: 20 }, (_, i) => `PAR-${i};Csvbrand;Parallel ${i};Mint;50g;;5;;;;;1;1;true;;`));
    const answers = await Promise.all([upload(file, false), upload(file, false), upload(file, false)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().created).sort()).toEqual([0, 0, 20]);
    const rows = await t.db.selectFrom('products').select('sku').where('sku', 'like', 'PAR-%').execute();
    expect(rows).toHaveLength(20);
  });
});
