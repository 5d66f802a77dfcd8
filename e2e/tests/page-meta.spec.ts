import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';

test.use({ locale: 'en-US' });

const description = (page: Page) => page.locator('head meta[name="description"]');
const robots = (page: Page) => page.locator('head meta[name="robots"]');

test('a visitor sees the home page and the products page titled and described in English, and in Lithuanian after switching language', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Wholesale hookah tobacco · Hookah Wholesale');
  await expect(description(page)).toHaveCount(1);
  await expect(description(page)).toHaveAttribute('content', /^Wholesale of hookah tobacco for licensed businesses in Lithuania/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/products');
  await expect(page).toHaveTitle('Products · Hookah Wholesale');
  await expect(description(page)).toHaveCount(1);
  await expect(description(page)).toHaveAttribute('content', /^Wholesale catalogue for licensed businesses in Lithuania/);

  await page.getByRole('button', { name: 'Lietuvių', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveTitle('Prekės · Hookah Wholesale');
  await expect(description(page)).toHaveCount(1);
  await expect(description(page)).toHaveAttribute('content', /^Didmeninės prekybos katalogas licencijuotoms Lietuvos įmonėms/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');

  await page.getByRole('link', { name: 'Hookah Wholesale pagrindinis puslapis' }).first().click();
  await expect(page).toHaveTitle('Didmeninė kaljanų tabako prekyba · Hookah Wholesale');
  await expect(description(page)).toHaveAttribute('content', /^Kaljanų tabako didmeninė prekyba licencijuotoms Lietuvos įmonėms/);

  await page.getByRole('button', { name: 'English', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveTitle('Wholesale hookah tobacco · Hookah Wholesale');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a product page is described by its brand, name, flavour and weight without a price', async ({ page }) => {
  await page.goto('/products');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  // The product page has rendered (its breadcrumb), not the catalogue still on screen.
  await expect(page.getByTestId('breadcrumb')).toBeVisible();
  const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await expect(page).toHaveTitle(new RegExp(`${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* · Hookah Wholesale$`));
  await expect(description(page)).toHaveCount(1);
  const content = (await description(page).getAttribute('content')) ?? '';
  expect(content).toContain(heading);
  expect(content).toContain('wholesale catalogue for licensed businesses');
  expect(content).not.toMatch(/€|EUR/);
  expect(content.length).toBeLessThanOrEqual(160);
  await expect(robots(page)).toHaveCount(0);
});

test('the public pages are open to search engines and an admin page carries noindex', async ({ page }) => {
  for (const path of ['/', '/products', '/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(description(page)).toHaveCount(1);
    await expect(robots(page), path).toHaveCount(0);
  }

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Orders · Hookah Wholesale');
  await expect(robots(page)).toHaveAttribute('content', 'noindex');
});
