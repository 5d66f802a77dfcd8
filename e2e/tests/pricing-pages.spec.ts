import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, logIn, unique } from './helpers.ts';

// Decision 077: the pricing dashboard pages its products on the server (100 a page) with the filters
// in the query; what is typed on one page survives going to another, and Save All Prices sends both.

type Headers = { authorization: string };

/** `count` products of one new brand and category, wholesale 10 €, made through the API. */
async function newBrand(page: Page, headers: Headers, count: number) {
  const brand = `Pagebrand${unique().replace(/\D/g, '').slice(-9)}`;
  const category = `Pagecat ${brand.slice(-4)}`;
  for (let start = 0; start < count; start += 15) {
    const batch = Array.from({ length: Math.min(15, count - start) }, (_, i) => start + i);
    const answers = await Promise.all(
      batch.map((n) =>
        page.request.post('/api/products', {
          headers,
          data: {
            brand,
            category,
            name: `Puslapis ${String(n).padStart(3, '0')}`,
            flavor: 'Mint',
            weight: '50g',
            sku: `${brand}-${n}`,
            price: 20,
            wholesale_price: 10,
            stock: 5,
          },
        }),
      ),
    );
    for (const answer of answers) expect(answer.status()).toBe(201);
  }
  return { brand, category };
}

const typePrices = async (page: Page, headers: Headers, ids: number[]) =>
  (await (await page.request.get(`/api/pricing/admin/user-type-prices?product_ids=${ids.join(',')}`, { headers })).json()) as {
    userTypePrices: Array<{ product_id: number; user_type: string; price: number }>;
    counts: { products: number; SHOP: number; BAR: number };
  };

test('an administrator filters the Shop & Bar prices on the server, types a price on page 1 and one on page 2, and Save All Prices saves both', async ({
  page,
}) => {
  const headers = await adminHeaders(page);
  const { brand, category } = await newBrand(page, headers, 105);
  const { counts } = await typePrices(page, headers, []);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/pricing/dashboard?tab=shop-bar');
  const panel = page.getByRole('tabpanel', { name: 'Shop & Bar Pricing' });
  await expect(panel.getByTestId('shop-price-input').first()).toBeVisible();

  // The brand and category come from the whole catalogue; choosing them asks the server for the matching page.
  const filtered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/products/admin/all?') && response.url().includes(`brand=${brand}`) && response.url().includes('category='),
  );
  await panel.getByLabel('Brand', { exact: true }).selectOption(brand);
  await panel.getByLabel('Category', { exact: true }).selectOption(category);
  expect((await filtered).status()).toBe(200);
  await expect(panel.getByTestId('filter-count')).toHaveText(`Showing 105 of ${counts.products} products`);
  await expect(page.getByTestId('stat-card').filter({ hasText: 'Filtered Results' })).toContainText('105');
  await expect(panel.getByTestId('shop-price-input')).toHaveCount(100);
  await expect(panel.getByText('Templates apply to the 100 products on this page.')).toBeVisible();

  // Page 1: a SHOP price.
  const first = panel.getByTestId('shop-price-input').first();
  const firstId = Number(await first.getAttribute('data-product-id'));
  await first.fill('8.40');
  await expect(panel.getByTestId('unsaved-count')).toHaveText('1 unsaved change');

  // Page 2: five products; a BAR price.
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByText('Page 2 of 2')).toBeVisible();
  await expect(panel.getByTestId('shop-price-input')).toHaveCount(5);
  const second = panel.getByTestId('bar-price-input').first();
  await expect(second).toBeEnabled();
  const secondId = Number(await second.getAttribute('data-product-id'));
  expect(secondId).not.toBe(firstId);
  await second.fill('9.10');
  await expect(panel.getByTestId('unsaved-count')).toHaveText('2 unsaved changes');

  // A template fills the page shown, and says so.
  await panel.getByRole('button', { name: 'Show Templates' }).click();
  await panel.getByTestId('template-shopDiscount').click();
  await expect(page.getByTestId('pricing-banner')).toContainText('Template “Shop 10% Discount” applied to 5 products on this page.');
  await expect(panel.getByTestId('unsaved-count')).toHaveText('7 unsaved changes');
  await panel.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(panel.getByTestId('unsaved-count')).toHaveText('No unsaved changes');

  // Typing again on both pages; page 1's typing is still there after coming back.
  await panel.getByTestId('bar-price-input').first().fill('9.10');
  await panel.getByRole('button', { name: 'Previous' }).click();
  await expect(panel.getByTestId('shop-price-input')).toHaveCount(100);
  await expect(panel.locator(`[data-testid="shop-price-input"][data-product-id="${firstId}"]`)).toHaveValue('');
  await panel.locator(`[data-testid="shop-price-input"][data-product-id="${firstId}"]`).fill('8.40');
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.locator(`[data-testid="bar-price-input"][data-product-id="${secondId}"]`)).toHaveValue('9.10');
  await expect(panel.getByTestId('unsaved-count')).toHaveText('2 unsaved changes');

  await panel.getByTestId('save-all-prices').click();
  await expect(page.getByTestId('pricing-banner')).toContainText('Successfully Updated 2 prices, deleted 0 prices');
  const saved = await typePrices(page, headers, [firstId, secondId]);
  expect(saved.userTypePrices.map(({ product_id, user_type, price }) => ({ product_id, user_type, price }))).toEqual(
    [
      { product_id: firstId, user_type: 'SHOP', price: 8.4 },
      { product_id: secondId, user_type: 'BAR', price: 9.1 },
    ].sort((a, b) => a.product_id - b.product_id),
  );
  // The stat cards count on the server.
  await expect(page.getByTestId('stat-card').filter({ hasText: 'Shop Prices Set' })).toContainText(String(saved.counts.SHOP));
  expect(saved.counts.SHOP).toBe(counts.SHOP + 1);

  // Clear Filters goes back to the whole catalogue, page 1.
  await panel.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(panel.getByTestId('filter-count')).toHaveText(`Showing ${counts.products} of ${counts.products} products`);
});
