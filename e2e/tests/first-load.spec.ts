import { expect as baseExpect, test as baseTest, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// A phone's first visit: what it downloads, how often it asks the server, and whether the page moves.
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' };
test.use(phone);

/** Collects the page's layout shifts (not those caused by input) from its very start. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as Window & { layoutShifts?: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => ((window as Window & { layoutShifts?: number[] }).layoutShifts ?? []).reduce((sum, value) => sum + value, 0));

/** Answers the matching API calls half a second late (so the loading states show) and counts them. */
async function slowApi(page: Page, pattern: RegExp): Promise<{ count: number }> {
  const calls = { count: 0 };
  await page.route(pattern, async (route) => {
    calls.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  return calls;
}

test('a first visit to /products on a phone arrives with its products in the page, asks the API for none, shows the whole page of 48 cards, and nothing moves meanwhile', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  const products = await slowApi(page, /\/api\/products\?limit=48/);
  await page.goto('/products');
  await expect(page.getByTestId('product-card')).toHaveCount(48);
  await expect(page.getByTestId('product-count')).toContainText('products');
  await expect(page.locator('[data-app-shell]')).toHaveCount(0);
  expect(products.count).toBe(0);
  expect(await layoutShift(page)).toBeLessThan(0.1);
});

test('a first visit to a product page arrives with the product in the page, asks for its picture once, and its layout stays put while the brand carousel arrives', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(request.url());
  });
  const product = await slowApi(page, /\/api\/products\/slug\//);
  await slowApi(page, /\/api\/products\?limit=24/);
  await page.goto('/product/al-fakher-double-apple-50g');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Double Apple');
  await expect(page.getByTestId('related-products').getByRole('listitem').first()).toBeVisible();
  expect(product.count).toBe(0);
  expect(await layoutShift(page)).toBeLessThan(0.1);
  // The picture asked for before the page drew it is the very file the page shows: one download.
  const picture = page.getByRole('img', { name: /Double Apple 50g/ }).first();
  const shown = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(shown).toMatch(/\/uploads\//);
  const file = shown.slice(shown.lastIndexOf('/'));
  expect(images.filter((url) => url.endsWith(file))).toEqual([shown]);
});

test("an unknown product's address answers 404 with its not-found page, which the app, once started, shows as well", async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const response = await page.goto('/product/no-such-product-e2e');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('product-not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
  expect(messages.filter((text) => /prerendered page differed/.test(text))).toEqual([]);
});

test("a visitor's first load brings neither the bug-report dialog's code, the menus' nor the administrators' texts; the bug-report dialog arrives when asked for", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const onDemand = /\/assets\/(bug-report-dialog|profile-menu|settings-menu|en\.admin|lt\.admin)-/;
  expect(scripts.filter((script) => onDemand.test(script))).toEqual([]);

  await page.getByTestId('bug-report-button').click();
  await expect(page.getByTestId('bug-report-dialog')).toBeVisible();
  expect(scripts.some((script) => /\/assets\/bug-report-dialog-/.test(script))).toBe(true);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('bug-report-dialog')).toHaveCount(0);
  await expect(page.getByTestId('bug-report-button')).toBeFocused();
});

baseTest.describe('a new visitor', () => {
  baseTest.use(phone);

  baseTest("meets the age gate before the server has told the gate's version, and the confirmation keeps that version", async ({ page }) => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/age-gate', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/');
    await baseExpect(page.getByTestId('age-gate')).toBeVisible();
    await page.getByTestId('age-gate-yes').click();
    await baseExpect(page.getByTestId('age-gate')).toHaveCount(0);
    release();
    const { version } = (await (await page.request.get('/api/age-gate')).json()) as { version: number };
    await baseExpect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('wholesale.ageVerification') ?? '{}') as { version?: number; isVerified?: boolean }),
      )
      .toMatchObject({ version, isVerified: true });
  });
});

baseTest.describe('a visitor whose browser runs no script', () => {
  baseTest.use({ ...phone, javaScriptEnabled: false });

  baseTest(
    'still reads the home page, the catalogue and a product page, titled and described, in the language chosen before',
    async ({ page, context, baseURL }) => {
      await page.goto('/');
      await baseExpect(page).toHaveTitle('Wholesale hookah tobacco · Hookah Wholesale');
      await baseExpect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await baseExpect(page.locator('meta[name="description"]')).toHaveCount(1);

      await page.goto('/product/al-fakher-double-apple-50g');
      await baseExpect(page.getByRole('heading', { level: 1 })).toContainText('Double Apple');
      await baseExpect(page.getByRole('img', { name: /Double Apple 50g/ }).first()).toBeVisible();

      await context.addCookies([{ name: 'wholesale_lang', value: 'lt', url: baseURL ?? '' }]);
      await page.goto('/products');
      await baseExpect(page.locator('html')).toHaveAttribute('lang', 'lt');
      await baseExpect(page).toHaveTitle('Prekės · Hookah Wholesale');
      await baseExpect(page.getByTestId('product-card').first()).toBeVisible();
    },
  );
});
