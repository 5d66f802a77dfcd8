import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, logIn, unique } from './helpers.ts';

/** A product of this journey's own, with `stock` units and no low-stock threshold of its own. */
async function ownProduct(page: Page, stock: number): Promise<{ id: number; sku: string }> {
  const created = await page.request.post('/api/products', {
    headers: await adminHeaders(page),
    data: { brand: 'E2E Low Stock', name: `Likutis ${unique()}`, flavor: 'Mint', weight: '50g', price: 10, stock },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).product;
}

/** The dashboard's low-stock entry of a SKU, with every entry shown (the card shows the first ten until "Show all"). */
async function lowStockEntry(page: Page, sku: string) {
  const list = page.getByTestId('low-stock-list');
  await expect(list).not.toHaveAttribute('aria-busy');
  const toggle = list.getByTestId('low-stock-toggle');
  if ((await toggle.count()) > 0 && !(await toggle.textContent())?.match(/fewer|mažiau/i)) await toggle.click();
  return list.locator(`[data-testid="low-stock-item"][data-sku="${sku}"]`);
}

test('an administrator gives a product its own low-stock alert level and finds it in the dashboard’s low-stock list, links to its edit form, and moves the shop default', async ({
  page,
}) => {
  const product = await ownProduct(page, 40);
  const byDefault = await ownProduct(page, 12);
  await logIn(page, 'admin@example.com', 'admin1234');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Low stock' })).toBeVisible();
  await expect(await lowStockEntry(page, product.sku)).toHaveCount(0);

  await page.goto(`/admin/products?tab=edit&id=${product.id}`);
  const form = page.getByTestId('product-form');
  const threshold = form.getByLabel(/^Low-stock alert at/);
  await expect(threshold).toHaveValue('');
  await expect(form).toContainText('Leave empty to use the shop default (10).');
  await threshold.fill('50');
  await form.getByTestId('save-product').click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();

  await page.goto('/dashboard');
  const entry = await lowStockEntry(page, product.sku);
  await expect(entry).toContainText('40 left');
  await expect(entry).toContainText('Alert at 50');
  await expect(entry).not.toContainText('shop default');
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(`/admin/products?tab=edit&id=${product.id}`);
  await expect(page.getByTestId('product-form').getByLabel(/^Low-stock alert at/)).toHaveValue('50');

  // The shop default, beside the list: a product without its own level follows it.
  await page.goto('/dashboard');
  await expect(await lowStockEntry(page, byDefault.sku)).toHaveCount(0);
  const defaults = page.getByTestId('low-stock-default');
  await defaults.getByLabel('Default alert level').fill('12');
  await defaults.getByRole('button', { name: 'Save' }).click();
  await expect(defaults).toContainText('The default alert level is now 12.');
  const followed = await lowStockEntry(page, byDefault.sku);
  await expect(followed).toContainText('12 left');
  await expect(followed).toContainText('Alert at 12 (shop default)');

  await defaults.getByLabel('Default alert level').fill('100001');
  await defaults.getByRole('button', { name: 'Save' }).click();
  await expect(defaults).toContainText('The low-stock alert level must be a whole number from 0 to 100000');
  await defaults.getByLabel('Default alert level').fill('10');
  await defaults.getByRole('button', { name: 'Save' }).click();
  await expect(defaults).toContainText('The default alert level is now 10.');
  await expect(await lowStockEntry(page, byDefault.sku)).toHaveCount(0);
});

test('in Lithuanian, an administrator sets a product’s alert level and sees it in the dashboard’s “Mažas likutis” list', async ({ page }) => {
  const product = await ownProduct(page, 30);
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));

  await page.goto(`/admin/products?tab=edit&id=${product.id}`);
  const form = page.getByTestId('product-form');
  await expect(form).toContainText('Palikite tuščią – bus taikoma parduotuvės numatytoji riba (10).');
  await form.getByLabel(/^Įspėti apie mažą likutį, kai liks/).fill('35');
  await form.getByTestId('save-product').click();
  await expect(page.getByText('Prekė sėkmingai atnaujinta')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Mažas likutis/ })).toBeVisible();
  const entry = await lowStockEntry(page, product.sku);
  await expect(entry).toContainText('Liko 30 vnt.');
  await expect(entry).toContainText('Riba: 35 vnt.');
  await expect(page.getByTestId('low-stock-default').getByLabel('Numatytoji įspėjimo riba')).toHaveValue('10');
});
