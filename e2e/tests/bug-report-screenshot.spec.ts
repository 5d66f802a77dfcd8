import { expect, test } from './fixtures.ts';
import { adminHeaders, approvedCustomer, logIn } from './helpers.ts';

// The screenshot of a wide window holds its whole width (language switch, cart, profile
// menu), drawn smaller, instead of its left 1024 CSS pixels.

test.use({ viewport: { width: 1440, height: 900 } });

const MARKER = 'rgb(255, 0, 255)';

test('a bug report filed in a 1440 px window carries a picture of the whole window, right edge included', async ({ page }) => {
  const customer = await approvedCustomer(page);
  await logIn(page, customer.email, customer.password);
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // The header's right end is beyond the 1024 CSS pixels the old picture kept.
  const profile = await page.getByTestId('profile-menu-trigger').filter({ visible: true }).boundingBox();
  expect(profile!.x).toBeGreaterThan(1024);
  // A marker in the window's top right corner, to be found in the picture.
  const layout = await page.evaluate((color) => {
    const marker = document.createElement('div');
    marker.style.cssText = `position:fixed;top:0;right:0;width:48px;height:48px;background:${color};z-index:2147483647`;
    document.body.append(marker);
    return { width: document.documentElement.clientWidth, height: window.innerHeight };
  }, MARKER);

  await page.getByTestId('bug-report-button').click();
  await page.getByTestId('bug-report-dialog').getByLabel('What happened?').fill('The header is cut off');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/bug-reports') && response.request().method() === 'POST');
  await page.getByTestId('bug-report-submit').click();
  const { id } = await (await answered).json();
  await expect(page.getByTestId('bug-report-dialog')).toHaveCount(0);

  const shot = await page.request.get(`/api/bug-reports/${id}/screenshot`, { headers: await adminHeaders(page) });
  expect(shot.headers()['content-type']).toBe('image/jpeg');
  const picture = await page.evaluate(
    async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      // 12 picture pixels in from the top right corner: inside the 48 CSS pixel marker at half size.
      const [red, green, blue] = context.getImageData(bitmap.width - 12, 12, 1, 1).data;
      return { width: bitmap.width, height: bitmap.height, corner: { red, green, blue } };
    },
    (await shot.body()).toString('base64'),
  );

  // Half size: the whole window, 720 by 450 pixels, within the 1024 pixel limit.
  expect(picture.width).toBe(Math.floor(layout.width / 2));
  expect(picture.height).toBe(Math.floor(layout.height / 2));
  expect(picture.width / picture.height).toBeCloseTo(layout.width / layout.height, 1);
  expect(picture.corner.red).toBeGreaterThan(200);
  expect(picture.corner.green).toBeLessThan(80);
  expect(picture.corner.blue).toBeGreaterThan(200);
});
