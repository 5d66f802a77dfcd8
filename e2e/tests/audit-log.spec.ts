import { expect, test } from './fixtures.ts';
import { adminHeaders, logIn, unique } from './helpers.ts';

test('an administrator reads who changed a product’s price, from what to what, in the audit log, in English and Lithuanian', async ({ page }) => {
  const headers = await adminHeaders(page);
  const form = {
    brand: 'Audit Tabak',
    name: `Grape ${unique()}`,
    flavor: 'Grape',
    weight: '200g',
    price: 24.2,
    wholesale_price: 15,
    stock: 40,
    min_order_quantity: 1,
  };
  const created = await page.request.post('/api/products', { headers, data: form });
  expect(created.status()).toBe(201);
  const product = (await created.json()).product;
  expect((await page.request.put(`/api/products/${product.id}`, { headers, data: { ...form, price: 26, version: product.version } })).status()).toBe(
    200,
  );

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/audit-log');
  await page.getByTestId('audit-reference').fill(product.sku);
  await page.getByTestId('audit-group').selectOption('prices');
  await expect(page).toHaveURL(new RegExp(`reference=${product.sku}.*group=prices`));
  const entry = page.getByTestId('audit-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('admin@example.com');
  await expect(entry).toContainText('Price changed');
  await expect(entry.getByTestId('audit-record')).toContainText(`Price ${product.sku}`);
  await expect(entry.getByTestId('audit-changes')).toContainText('Retail price');
  await expect(entry.getByTestId('audit-changes')).toContainText('€24.20');
  await expect(entry.getByTestId('audit-changes')).toContainText('€26.00');

  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Veiksmų žurnalas' })).toBeVisible();
  await expect(page.getByTestId('audit-entry')).toContainText('Pakeista kaina');
  await expect(page.getByTestId('audit-record')).toContainText(`Kaina ${product.sku}`);
  await expect(page.getByTestId('audit-changes')).toContainText('Mažmeninė kaina');
  await expect(page.getByTestId('audit-changes')).toContainText('26,00 €');
});
