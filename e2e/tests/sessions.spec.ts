import type { Page } from '@playwright/test';
import { expect, pastAgeGate, test } from './fixtures.ts';
import { approvedCustomer, logIn, logOut, registeredBusiness, unique } from './helpers.ts';
import { linkPath, waitForMail } from './outbox.ts';

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

/** The other browser of the journeys: Firefox on Windows, so the list can tell the two apart. */
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const TEXTS = {
  en: {
    heading: 'Signed-in devices',
    thisDevice: 'This device',
    end: /^End Firefox/,
    ended: 'The device was signed out.',
    everywhere: 'Log out everywhere',
    ask: 'Log out on every device?',
    cancel: 'Cancel',
    signedOut: 'You were logged out on every device.',
    alreadyVerified: 'Your e-mail is already verified',
    goToLogin: 'Go to Login',
  },
  lt: {
    heading: 'Prisijungę įrenginiai',
    thisDevice: 'Šis įrenginys',
    end: /^Atjungti Firefox/,
    ended: 'Įrenginys atjungtas.',
    everywhere: 'Atsijungti visur',
    ask: 'Atsijungti visuose įrenginiuose?',
    cancel: 'Atšaukti',
    signedOut: 'Atsijungta visuose įrenginiuose.',
    alreadyVerified: 'Jūsų el. paštas jau patvirtintas',
    goToLogin: 'Eiti į prisijungimą',
  },
} as const;

for (const language of ['en', 'lt'] as const) {
  const text = TEXTS[language];

  test(`[${language}] the devices list shows both browsers, ends the other one, and "${text.everywhere}" asks, then confirms on the login page`, async ({
    page,
    browser,
  }) => {
    const customer = await approvedCustomer(page);
    // A second browser: a context of its own, with another user agent.
    const otherContext = await browser.newContext({ userAgent: FIREFOX_WINDOWS });
    const other = await otherContext.newPage();
    await pastAgeGate(other);
    await logIn(other, customer.email, customer.password);
    const otherToken = await storedToken(other);

    await logIn(page, customer.email, customer.password);
    await page.evaluate((code) => localStorage.setItem('wholesale.language', code), language);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();
    const rows = page.getByTestId('signed-in-device');
    await expect(rows).toHaveCount(2);
    // This browser (Chrome) is marked; the other shows its browser, system and address.
    await expect(page.locator('[data-testid="signed-in-device"][data-current="true"]')).toContainText(text.thisDevice);
    await expect(page.locator('[data-testid="signed-in-device"][data-current="true"]')).toContainText('Chrome');
    const otherRow = page.locator('[data-testid="signed-in-device"][data-current="false"]');
    await expect(otherRow).toContainText('Firefox 133 · Windows 10');
    await expect(otherRow).toContainText(/127\.0\.0\.1|::1/);
    await expect(otherRow).not.toContainText(text.thisDevice);

    // Ending the other browser signs out only that one.
    await otherRow.getByRole('button', { name: text.end }).click();
    await expect(page.getByText(text.ended)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect.poll(() => meStatus(page, otherToken)).toBe(401);
    expect(await meStatus(page, await storedToken(page))).toBe(200);
    await other.goto('/profile');
    await expect(other).toHaveURL(/\/login/);

    // The other browser signs in again; "Log out everywhere" asks first, and going back changes nothing.
    await logIn(other, customer.email, customer.password);
    const againToken = await storedToken(other);
    await page.reload();
    await expect(rows).toHaveCount(2);
    await page.getByRole('button', { name: text.everywhere }).click();
    const dialog = page.getByRole('dialog', { name: text.ask });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await meStatus(page, againToken)).toBe(200);

    // Confirmed: every device is signed out and the login page says so.
    await page.getByRole('button', { name: text.everywhere }).click();
    await page.getByRole('dialog', { name: text.ask }).getByRole('button', { name: text.everywhere }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('signed-out-everywhere')).toContainText(text.signedOut);
    expect(await meStatus(page, againToken)).toBe(401);
    await other.goto('/profile');
    await expect(other).toHaveURL(/\/login/);
    await otherContext.close();
  });

  test(`[${language}] a verification link opened again says the e-mail is already verified and offers login`, async ({ page }) => {
    const { email } = await registeredBusiness(page, `verify-${unique()}@example.lt`);
    const link = linkPath(await waitForMail(email, /Verify your e-mail address/), '/verify-email');
    await page.goto('/');
    await page.evaluate((code) => localStorage.setItem('wholesale.language', code), language);
    await page.goto(link);
    await expect(page.getByTestId('verify-email-success')).toBeVisible();

    // Opened again (the mail read a second time): no failure, and the way to log in.
    await page.goto(link);
    const outcome = page.getByTestId('verify-email-already');
    await expect(outcome).toContainText(text.alreadyVerified);
    await expect(page.getByTestId('verify-email-error')).toHaveCount(0);
    await outcome.getByRole('link', { name: text.goToLogin }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
}
