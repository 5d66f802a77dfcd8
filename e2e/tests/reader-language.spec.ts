import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Lithuanian from the first byte (decision 087): the server prerenders a public page in the reader's
// language (cookie, then Accept-Language), the app starts in the same one, and takes the page over
// without a difference: no React hydration error (#418, #425) and no page drawn anew.

const PRODUCT = '/product/al-fakher-double-apple-50g';
const PAGES = ['/', '/products', PRODUCT, '/login', '/register', '/forgot-password'] as const;
const PRERENDERED = new Set<string>(PAGES);
const SKIP_LINK = { en: 'Skip to content', lt: 'Pereiti prie turinio' } as const;

/** Console errors, uncaught errors, and React's word that the painted page differed from the app's. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|prerendered page differed|react\.dev\/errors/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Marks the server's painted root element before any script runs: a page taken over in place keeps it, one drawn anew loses it. */
async function markPaintedPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const painted = document.getElementById('root')?.firstElementChild;
      if (document.readyState === 'interactive' && painted) painted.setAttribute('data-painted-by-server', '');
    });
  });
}

/** Opens each public page as a first visit would, and checks its first byte, the app's page and the console. */
async function visitEveryPage(page: Page, language: 'en' | 'lt'): Promise<void> {
  const problems = recordProblems(page);
  await markPaintedPage(page);
  for (const url of PAGES) {
    const response = await page.goto(url);
    const html = (await response?.text()) ?? '';
    expect(html, url).toContain(`<html lang="${language}"`);
    if (PRERENDERED.has(url)) {
      expect(html, url).toContain(`data-prerendered="${language}"`);
      expect(html, url).toContain(SKIP_LINK[language]);
      // Taken over in place: the server's nodes are still the page's.
      await expect(page.locator('#root > [data-painted-by-server]'), url).toHaveCount(1);
    }
    await expect(page.locator('html'), url).toHaveAttribute('lang', language);
    await expect(page.getByRole('link', { name: SKIP_LINK[language] }), url).toHaveCount(1);
    await expect(page.getByRole('main'), url).toBeVisible();
  }
  expect(problems).toEqual([]);
}

/** What this browser keeps of the language: its storage and the cookie the server reads, which must agree. */
async function keptLanguage(page: Page): Promise<{ stored: string | null; cookie: string | null }> {
  const stored = await page.evaluate(() => localStorage.getItem('wholesale.language'));
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'wholesale_lang')?.value ?? null;
  return { stored, cookie };
}

test.describe('a first visit from a Lithuanian browser', () => {
  test.use({ locale: 'lt-LT' });

  test('arrives in Lithuanian from the first byte on every public page, and the app takes each over with no error in the console', async ({
    page,
  }) => {
    await visitEveryPage(page, 'lt');
    // Nothing was chosen, so nothing is kept: the browser's language keeps deciding, on both sides.
    expect(await keptLanguage(page)).toEqual({ stored: null, cookie: null });
  });

  test('after choosing English, every page comes in English from the first byte, kept alike in storage and cookie', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await keptLanguage(page)).toEqual({ stored: 'en', cookie: 'en' });
    await visitEveryPage(page, 'en');
  });
});

test.describe('a first visit from an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('arrives in English on every public page with no error in the console', async ({ page }) => {
    await visitEveryPage(page, 'en');
    expect(await keptLanguage(page)).toEqual({ stored: null, cookie: null });
  });

  test('after choosing Lithuanian, every page comes in Lithuanian from the first byte, with no error in the console', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Lietuvių' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
    expect(await keptLanguage(page)).toEqual({ stored: 'lt', cookie: 'lt' });
    await visitEveryPage(page, 'lt');
  });
});
