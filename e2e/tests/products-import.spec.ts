import { expect, test } from './fixtures.ts';
import { adminHeaders, logIn, unique } from './helpers.ts';

// Issue 17: an administrator exports the products, imports a CSV, reads the preview of every change
// (and of a refused line), applies it and finds the changed product in the searchable list.

const HEADER =
  'sku;brand;name;flavor;weight;category;price;wholesale_price;price_excl_vat_excise;shop_price;bar_price;stock;min_order_quantity;is_active';

const TEXTS = {
  en: {
    link: 'Import from CSV',
    title: 'Import products from CSV',
    export: 'Export CSV',
    refused: 'The file has 1 error',
    pricePositive: 'Price must be more than 0 €',
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

    const changed = `${sku};Importo Tabakas;Žalioji mėta ${tag};Mėta;50g;;21,50;;;;;10;1;true`;
    const added = `${newSku};Importo Tabakas;Ąžuolas ${tag};Ąžuolas;100g;Tabakas;15.5;10;;9,8;;5;1;true`;

    // A line with a price of 0 is refused: the preview says where and why, and nothing can be applied.
    await page.getByTestId('import-file').setInputFiles(csvFile([changed, `${newSku};Importo Tabakas;Nulis;Mėta;50g;;0;;;;;1;1;true`]));
    await expect(page.getByTestId('import-errors')).toContainText(t.refused);
    await expect(page.getByTestId('import-error')).toHaveCount(1);
    await expect(page.getByTestId('import-error')).toContainText(t.pricePositive);
    await expect(page.getByTestId('import-apply')).toBeDisabled();

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
