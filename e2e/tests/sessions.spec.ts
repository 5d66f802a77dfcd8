import type { Page } from '@playwright/test';
import { expect, pastAgeGate, test } from './fixtures.ts';
import { approvedCustomer, logIn, logOut } from './helpers.ts';

const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('wholesale.session') ?? '{}') as { token?: string }).token ?? '');
const meStatus = async (page: Page, token: string) =>
  (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status();

test('logging out from the menu ends the session on the server: a copy of the token answers 401', async ({ page }) => {
  const customer = await approvedCustomer(page);
  await logIn(page, customer.email, customer.password);
  const token = await storedToken(page);
  expect(await meStatus(page, token)).toBe(200);
  await logOut(page);
  await expect.poll(() => meStatus(page, token)).toBe(401);
});

test('"Atsijungti visur" (log out everywhere) in the Lithuanian profile signs out this browser and a second one', async ({ page, browser }) => {
  const customer = await approvedCustomer(page);
  const other = await browser.newPage();
  await pastAgeGate(other);
  await logIn(other, customer.email, customer.password);
  const otherToken = await storedToken(other);

  await logIn(page, customer.email, customer.password);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Prisijungę įrenginiai' })).toBeVisible();
  await page.getByRole('button', { name: 'Atsijungti visur' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('nav-login').filter({ visible: true })).toBeVisible();
  expect(await meStatus(page, otherToken)).toBe(401);

  // The other browser finds out at its next request and is sent to log in.
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/login/);
  await other.close();
});
