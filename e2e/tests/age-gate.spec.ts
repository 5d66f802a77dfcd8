import { expect } from '@playwright/test';
import { shopTest as test } from './fixtures.ts';

test.describe('in a Lithuanian browser', () => {
  test.use({ locale: 'lt-LT' });

  test('a visitor meets the age gate in Lithuanian, confirms it and is not asked again after a reload', async ({ page }) => {
    await page.goto('/products');
    const gate = page.getByTestId('age-gate');
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('Didmeninė prekyba licencijuotoms įmonėms');
    await expect(gate).toContainText('jums yra 18 metų ar daugiau');
    await page.getByTestId('age-gate-yes').click();
    await expect(gate).toHaveCount(0);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('age-gate')).toHaveCount(0);
  });
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('when the administrator resets the gate on the users list, a visitor who confirmed it is asked again', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('age-gate-yes').click();
    await expect(page.getByTestId('age-gate')).toHaveCount(0);
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel(/^Password/).fill('admin1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/users');
    await page.getByTestId('age-gate-reset').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset age verification' }).click();
    await expect(page.getByTestId('age-gate-panel')).toContainText('Age verification was reset.');
    await page.getByTestId('profile-menu-trigger').click();
    await page.getByRole('menuitem', { name: /log ?out/i }).click();
    await expect(page.getByTestId('age-gate')).toBeVisible();
  });
});

test.describe('a visitor who has not answered', () => {
  test.use({ locale: 'en-US' });

  test('cannot close the gate with Escape nor reach the page behind it; only an answer opens the shop', async ({ page }) => {
    await page.goto('/products');
    const gate = page.getByRole('dialog', { name: 'Wholesale for licensed businesses' });
    await expect(gate).toBeVisible();
    await expect(page.getByTestId('age-gate-yes')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();
    // The page behind is inert: a click on a product card reaches nothing.
    await page
      .getByTestId('product-card')
      .first()
      .click({ force: true, timeout: 2000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/products$/);
    await page.getByTestId('age-gate-yes').click();
    await expect(gate).toHaveCount(0);
    await page.getByTestId('product-card').first().click();
    await expect(page).toHaveURL(/\/product\//);
  });
});

test.describe('with the optional geolocation service, a browser in a language the shop lacks', () => {
  test.use({ locale: 'de-DE' });

  test('when the service places it in Lithuania, then the gate speaks Lithuanian, and the next page comes in Lithuanian from the server', async ({
    page,
  }) => {
    await page.route('**/__geolocation', (route) => route.fulfill({ json: { country_code: 'LT' } }));
    await page.goto('/');
    await expect(page.getByTestId('age-gate')).toContainText('Didmeninė prekyba licencijuotoms įmonėms');
    await page.getByTestId('age-gate-yes').click();
    const next = await page.goto('/products');
    expect(await next?.text()).toContain('<html lang="lt"');
  });

  test('when the service fails, then the gate speaks the default, English, and the shop still works', async ({ page }) => {
    await page.route('**/__geolocation', (route) => route.abort());
    await page.goto('/');
    const gate = page.getByTestId('age-gate');
    await expect(gate).toContainText('Wholesale for licensed businesses');
    await page.getByTestId('age-gate-yes').click();
    await expect(gate).toHaveCount(0);
  });
});

test.describe('with the optional geolocation service', () => {
  test.use({ locale: 'en-US' });

  test('when the service places an English browser in Lithuania, then the browser’s language decides: the gate stays English and the service is not asked', async ({
    page,
  }) => {
    let asked = false;
    await page.route('**/__geolocation', (route) => {
      asked = true;
      return route.fulfill({ json: { country_code: 'LT' } });
    });
    await page.goto('/');
    await expect(page.getByTestId('age-gate')).toContainText('Wholesale for licensed businesses');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(false);
  });
});
