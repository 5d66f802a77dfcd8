import { expect, test } from './fixtures.ts';
import { adminHeaders, logIn, unique } from './helpers.ts';

// An administrator exports the products, imports a CSV, reads the preview of every change
// (and of a refused line), applies it and finds the changed product in the searchable list.
// A row whose product changed since the export is a conflict with both values; the import
// is refused until the administrator ticks "Overwrite" for it.

const HEADER =
  'sku;brand;name;flavor;weight;category;price;wholesale_price;price_excl_vat_excise;shop_price;bar_price;stock;min_order_quantity;is_active;low_stock_threshold;version';

const TEXTS = {
  en: {
    link: 'Import from CSV',
    title: 'Import products from CSV',
    export: 'Export CSV',
    refused: 'The file has 1 error',
    pricePositive: 'Price must be more than 0 €',
    shopAbove: (sku: string) => `The SHOP price €16.00 of ${sku} is above its public price €15.50`,
    summary: '1 new product · 1 product changed · 0 unchanged',
    created: 'New',
    changed: 'Changed',
    apply: 'Apply 2 changes',
    applied: 'Import done',
    price: /€21\.50/,
    oldPrice: /€20\.00/,
  },
  lt: {
    link: 'Importas iš CSV',
    title: 'Prekių importas iš CSV',
    export: 'Eksportuoti CSV',
    refused: 'Faile yra 1 klaida',
    pricePositive: 'Kaina turi būti didesnė nei 0 €',
    shopAbove: (sku: string) => `Prekės ${sku} parduotuvių kaina 16,00 € didesnė už jos viešą kainą 15,50 €`,
    summary: '1 nauja prekė · 1 pakeista prekė · 0 nepakeistų',
    created: 'Nauja',
    changed: 'Keičiama',
    apply: 'Taikyti 2 pakeitimus',
    applied: 'Importas baigtas',
    price: /21,50\s€/,
    oldPrice: /20,00\s€/,
  },
} as const;

const csvFile = (lines: string[]) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8'),
});

for (const language of ['en', 'lt'] as const) {
  const t = TEXTS[language];

  test(`${language}: an administrator imports a CSV, reads the preview, applies it and finds the changed product`, async ({ page }) => {
    const headers = await adminHeaders(page);
    const tag = unique().replace(/\D/g, '').slice(-10);
    const sku = `E2E-IMP-${language}-${tag}`;
    const newSku = `E2E-NEW-${language}-${tag}`;
    const created = await page.request.post('/api/products', {
      headers,
      data: { sku, brand: 'Importo Tabakas', name: `Mėta ${tag}`, flavor: 'Mėta', weight: '50g', price: 20, stock: 10, min_order_quantity: 1 },
    });
    expect(created.status()).toBe(201);

    await logIn(page, 'admin@example.com', 'admin1234');
    await page.evaluate((lang) => localStorage.setItem('wholesale.language', lang), language);
    await page.goto('/admin/products');

    // The export names its file by the day.
    const download = page.waitForEvent('download');
    await page.getByTestId('products-export').first().click();
    expect((await download).suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL('/admin/products/import');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

    // The product as exported: version 1 of the product, no SHOP or BAR price (1_0_0).
    const changed = `${sku};Importo Tabakas;Žalioji mėta ${tag};Mėta;50g;;21,50;;;;;10;1;true;;1_0_0`;
    const added = `${newSku};Importo Tabakas;Ąžuolas ${tag};Ąžuolas;100g;Tabakas;15.5;10;;9,8;;5;1;true;;`;

    // A line with a price of 0 is refused: the preview says where and why, and nothing can be applied.
    await page.getByTestId('import-file').setInputFiles(csvFile([changed, `${newSku};Importo Tabakas;Nulis;Mėta;50g;;0;;;;;1;1;true;;`]));
    await expect(page.getByTestId('import-errors')).toContainText(t.refused);
    await expect(page.getByTestId('import-error')).toHaveCount(1);
    await expect(page.getByTestId('import-error')).toContainText(t.pricePositive);
    await expect(page.getByTestId('import-apply')).toBeDisabled();

    // A SHOP price above the public price (decision 061) is refused too, both amounts named as money.
    await page.getByTestId('import-file').setInputFiles(csvFile([changed, added.replace(';9,8;', ';16;')]));
    await expect(page.getByTestId('import-error')).toHaveCount(1);
    await expect(page.getByTestId('import-error')).toContainText('shop_price');
    const refusal = (await page.getByTestId('import-error').textContent())?.replace(/[\u00a0\u202f]/g, ' ');
    expect(refusal).toContain(t.shopAbove(newSku));

    // The corrected file: one product changed, one new, each field before → after.
    await page.getByTestId('import-file').setInputFiles(csvFile([changed, added]));
    await expect(page.getByTestId('import-summary').first()).toHaveText(t.summary);
    await expect(page.getByTestId('import-errors')).toHaveCount(0);
    const update = page.locator(`[data-testid="import-change"][data-sku="${sku}"]`);
    await expect(update).toContainText(t.changed);
    await expect(update).toContainText(`Mėta ${tag}`);
    await expect(update).toContainText(`Žalioji mėta ${tag}`);
    await expect(update).toContainText(t.oldPrice);
    await expect(update).toContainText(t.price);
    const creation = page.locator(`[data-testid="import-change"][data-sku="${newSku}"]`);
    await expect(creation).toContainText(t.created);
    await expect(creation).toContainText(`Ąžuolas ${tag}`);

    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByTestId('import-applied')).toContainText(t.applied);

    // The list finds the changed product by its name written without accents.
    await page.goto(`/admin/products?search=${encodeURIComponent(`zalioji meta ${tag}`)}`);
    const row = page.getByTestId('product-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Žalioji mėta ${tag}`);
    await expect(row).toContainText(t.price);
    await page.getByTestId('products-filter-search').fill(newSku.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`search=${newSku.toLowerCase()}`));
    await expect(page.getByTestId('product-row')).toContainText(`Ąžuolas ${tag}`);
  });
}

const CONFLICT_TEXTS = {
  en: {
    conflict: 'Stock in file 133, now 123: changed since your export',
    refused: /Nothing was imported: 1 row changed since your export \(line 2 \(E2E-CF-en-\d+\)\)\. Remove it from the file or tick “Overwrite”\./,
    overwrite: 'Overwrite',
    apply: 'Apply 1 change',
    applied: 'Import done',
  },
  lt: {
    conflict: 'Likutis faile 133, dabar 123: pakeista po jūsų eksporto',
    refused:
      /Niekas neimportuota: po jūsų eksporto pasikeitė 1 eilutė \(eilutė 2 \(E2E-CF-lt-\d+\)\)\. Pašalinkite ją iš failo arba pažymėkite „Perrašyti“\./,
    overwrite: 'Perrašyti',
    apply: 'Taikyti 1 pakeitimą',
    applied: 'Importas baigtas',
  },
} as const;

for (const language of ['en', 'lt'] as const) {
  const t = CONFLICT_TEXTS[language];

  test(`${language}: an import of a row whose stock changed since the export shows both values, is refused, and is applied once "overwrite" is ticked`, async ({
    page,
  }) => {
    const headers = await adminHeaders(page);
    const tag = unique().replace(/\D/g, '').slice(-10);
    const sku = `E2E-CF-${language}-${tag}`;
    const created = await page.request.post('/api/products', {
      headers,
      data: { sku, brand: 'Konflikto Tabakas', name: `Mėta ${tag}`, flavor: 'Mėta', weight: '50g', price: 20, stock: 133, min_order_quantity: 1 },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).product.id as number;

    // The administrator's file: the row as exported (stock 133, version 1_0_0), its name edited.
    const exported = await (await page.request.get('/api/products/admin/export.csv', { headers })).text();
    const line = exported.split('\r\n').find((row) => row.startsWith(`${sku};`))!;
    expect(line).toMatch(/;133;1;true;;1_0_0$/);
    const file = csvFile([line.replace(`;Mėta ${tag};`, `;Žalioji mėta ${tag};`)]);

    // Meanwhile 10 units leave the stock.
    const sold = await page.request.put('/api/products/bulk-stock', { headers, data: { updates: [{ id, stock: 123 }] } });
    expect(sold.status()).toBe(200);

    await logIn(page, 'admin@example.com', 'admin1234');
    await page.evaluate((lang) => localStorage.setItem('wholesale.language', lang), language);
    await page.goto('/admin/products/import');
    await page.getByTestId('import-file').setInputFiles(file);

    const conflict = page.locator(`[data-testid="import-conflict"][data-sku="${sku}"]`);
    await expect(conflict).toContainText(t.conflict);
    await expect(page.getByTestId('import-overwrite')).not.toBeChecked();

    // Without the tick the import is refused as a whole, saying which row.
    await page.getByTestId('import-apply').click();
    await expect(page.getByTestId('import-apply-error')).toContainText(t.refused);
    const unchanged = await (await page.request.get(`/api/products/${id}`, { headers })).json();
    expect([unchanged.product.stock, unchanged.product.name]).toEqual([123, `Mėta ${tag}`]);

    // Ticked, the row is written as the file has it.
    await page.getByLabel(t.overwrite, { exact: false }).check();
    await expect(page.getByRole('button', { name: t.apply })).toBeEnabled();
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByTestId('import-applied')).toContainText(t.applied);
    const written = await (await page.request.get(`/api/products/${id}`, { headers })).json();
    expect([written.product.stock, written.product.name]).toEqual([133, `Žalioji mėta ${tag}`]);
  });
}
