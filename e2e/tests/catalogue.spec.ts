import { expect, test } from './fixtures.ts';
import sharp from 'sharp';
import { approvedCustomer, logIn, logOut, unique } from './helpers.ts';

test('a visitor browses the catalogue with public prices only and is asked to log in to buy', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('product-count')).toContainText('products');
  await expect(page.getByTestId('product-stock')).toHaveCount(0);
  await expect(page.getByTestId('price-source')).toHaveCount(0);
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('login-to-purchase')).toContainText('Please log in to purchase.');

  await page.getByTestId('brand-filter').selectOption('Darkside');
  await expect(page).toHaveURL(/brand=Darkside/);
  // The address changes at once; the cards follow when the brand's page has arrived.
  const firstLink = page.getByTestId('product-card').first().getByRole('link').first();
  await expect(firstLink).toHaveAttribute('href', /\/product\/darkside-/);
  await firstLink.click();
  await expect(page).toHaveURL(/\/product\/darkside-/);
  await expect(page.getByTestId('breadcrumb')).toContainText('Darkside');
  await expect(page.getByTestId('stock-badge')).toHaveCount(0);
  await expect(page.getByTestId('product-sku')).toHaveCount(0);
  await expect(page.getByTestId('login-to-purchase-button')).toBeVisible();
});

test('the BAR demo customer sees its custom prices, stock and minimums', async ({ page }) => {
  await logIn(page, 'bar@example.com', 'demo1234');
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const custom = page.getByTestId('price-source').filter({ hasText: 'Custom price' });
  await expect(custom.first()).toBeVisible();
  await expect(page.getByTestId('product-stock').first()).toBeVisible();
});

test('an administrator creates a product with a photo and a BAR price; a BAR customer sees that price', async ({ page }) => {
  const name = `E2E Flavour ${unique()}`;
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  const bar = await approvedCustomer(page, 'BAR');

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/products?tab=add');
  const form = page.getByTestId('product-form');
  await form.getByLabel(/^Brand/).fill('Testbrand');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Flavor/).fill('Grape, mint');
  await form.getByLabel(/^Weight/).fill('50g');
  await form.getByLabel(/^Retail price/).fill('12.10');
  await form.getByLabel(/^Stock/).fill('40');
  await form.getByLabel(/^Minimum order quantity/).fill('5');
  await page.getByTestId('photo-input').setInputFiles({ name: 'tin.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByTestId('photo-preview')).toHaveAttribute('src', /\/uploads\/products\/.+\.webp$/);
  await page.getByTestId('save-product').click();
  await expect(page.getByText('Product added successfully')).toBeVisible();

  await page.goto('/admin/pricing/dashboard?tab=shop-bar');
  await page.getByLabel('Search', { exact: true }).fill(name);
  const barInput = page.getByLabel(`BAR price for Testbrand ${name} 50g`);
  await expect(barInput).toHaveAttribute('placeholder', /7[.,]5/);
  await barInput.fill('6.66');
  await page.getByTestId('save-all-prices').click();
  await expect(page.getByTestId('pricing-banner')).toContainText('Successfully Updated 1 prices, deleted 0 prices');
  await logOut(page);

  await logIn(page, bar.email, bar.password);
  await page.goto('/products?brand=Testbrand');
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(card.getByTestId('product-price')).toContainText('6.66');
  await expect(card.getByTestId('price-source')).toHaveText('BAR price');
  await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/products\/.+\.webp$/);
});

test('an administrator moves through the pricing tabs with the keyboard; the address keeps the tab and a typed filter survives', async ({ page }) => {
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/pricing/dashboard');
  const tabs = page.getByRole('tablist', { name: 'Pricing Dashboard' });
  const overview = tabs.getByRole('tab', { name: 'Overview & Quick Actions' });
  const shopBar = tabs.getByRole('tab', { name: 'Shop & Bar Pricing' });
  const customers = tabs.getByRole('tab', { name: 'Individual Customers' });
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await expect(overview).toHaveAttribute('aria-controls', /.+/);

  await overview.focus();
  await page.keyboard.press('ArrowRight');
  await expect(shopBar).toBeFocused();
  await expect(shopBar).toHaveAttribute('aria-selected', 'true');
  // Roving tabindex: only the current tab is in the Tab order.
  await expect(shopBar).toHaveAttribute('tabindex', '0');
  await expect(overview).toHaveAttribute('tabindex', '-1');
  await expect(page).toHaveURL(/tab=shop-bar/);
  await expect(page.getByRole('tabpanel', { name: 'Shop & Bar Pricing' })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('mint');
  await shopBar.focus();

  await page.keyboard.press('End');
  await expect(customers).toBeFocused();
  await expect(customers).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=customers/);
  await page.keyboard.press('ArrowRight');
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(customers).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(overview).toBeFocused();
  await expect(page).toHaveURL(/tab=overview/);

  await shopBar.click();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('mint');
});

test("the visitor switch explains Lithuania's tobacco advertising ban (art. 17) in the administrator's language before it is turned on", async ({
  page,
}) => {
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/products');
  await expect(page.getByTestId('visitor-switch')).toBeVisible();
  await expect(page.getByTestId('visitor-switch-law')).toContainText('Tobacco Control Law (art. 17) bans all tobacco advertising');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.reload();
  await expect(page.getByTestId('visitor-switch-law')).toContainText(
    'Tabako kontrolės įstatymo 17 straipsnis draudžia bet kokią tabako gaminių reklamą',
  );
});
