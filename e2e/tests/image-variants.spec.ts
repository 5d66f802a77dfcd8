import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// A phone: 390 CSS px wide at one device pixel per CSS pixel, so a card one column wide needs ~360 px.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });

/** The picture's address the browser chose and its decoded width, once it has loaded. */
async function loaded(image: Locator): Promise<{ currentSrc: string; naturalWidth: number }> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc, naturalWidth: img.naturalWidth }));
}

test('on a phone the catalogue card downloads a width variant smaller than the photo, and the product page loads its photo first', async ({
  page,
}) => {
  await page.goto('/products');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();

  // The first card's photo is a demo product photo, or a gallery image when an earlier journey gave it one.
  const first = cards.first().locator('img');
  await expect(first).toHaveAttribute('srcset', /\/uploads\/w\/320\/(products|gallery)\/\S+ 320w/);
  await expect(first).toHaveAttribute('sizes', /,92vw$/);
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  const src = await first.getAttribute('src');
  expect(src).toMatch(/^\/uploads\/(products|gallery)\/\S+\.webp$/);
  const chosen = await loaded(first);
  expect(chosen.currentSrc).toMatch(/\/uploads\/w\/\d+\/(products|gallery)\//);
  const original = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image.naturalWidth;
  }, src!);
  expect(chosen.naturalWidth).toBeLessThan(original);
  expect(chosen.naturalWidth).toBeGreaterThanOrEqual(358);

  // Past the first row, pictures wait until they come near the screen.
  await expect(cards.nth(4).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(cards.nth(4).locator('img')).not.toHaveAttribute('fetchpriority', /./);

  const alt = await first.getAttribute('alt');
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  const photo = page.getByRole('img', { name: alt!, exact: true });
  await expect(photo).toHaveAttribute('loading', 'eager');
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).toHaveAttribute('srcset', /\/uploads\/w\/640\/(products|gallery)\//);
  expect((await loaded(photo)).currentSrc).toMatch(/\/uploads\/w\/\d+\/(products|gallery)\//);
});
