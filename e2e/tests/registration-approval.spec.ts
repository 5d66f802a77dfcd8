import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn as logInAndLeave, logOut, unique } from './helpers.ts';
import { linkPath, waitForMail } from './outbox.ts';

/** Submits the login form and stays on whatever the shop shows (a refusal keeps the visitor on /login). */
async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('a business registers, verifies its e-mail, is approved by the administrator and sees its dashboard', async ({ page }) => {
  const email = `buyer-${unique()}@example.lt`;
  const company = `Vakaro Dūmai ${unique()} MB`;

  await page.goto('/register');
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Company registration number').fill('305999888');
  await page.getByLabel('Contact person').fill('Rūta Petraitytė');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Kaljanas-2026');
  await page.getByLabel('Confirm password').fill('Kaljanas-2026');
  // The billing address every document prints (decision 053); the country stays Lithuania.
  await page.getByLabel('Street address').fill('Vilniaus g. 8');
  await page.getByLabel('City').fill('Kaunas');
  await page.getByLabel('Postal code').fill('LT-44280');
  await expect(page.getByLabel('Country')).toHaveValue('LT');
  await page.waitForTimeout(3200); // a person takes longer than the anti-spam minimum of 3 s
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page.getByTestId('register-success')).toContainText('Verify your e-mail address');
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();

  // Not verified yet: login is refused with the verification banner.
  await logIn(page, email, 'Kaljanas-2026');
  await expect(page.getByTestId('email-verification-banner')).toBeVisible();

  const mail = await waitForMail(email, /Verify your e-mail address/);
  await page.goto(linkPath(mail, '/verify-email'));
  await expect(page.getByText(/Email verified successfully/i)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  // Verified but not approved: the pending notice.
  await logIn(page, email, 'Kaljanas-2026');
  await expect(page.getByTestId('account-pending-notice')).toContainText('Account awaiting approval');

  // The administrator approves it in the admin screen.
  await logInAndLeave(page, 'admin@example.com', 'admin1234');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(company);
  await page.getByRole('link', { name: company }).first().click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(`${company} has been approved.`)).toBeVisible();
  const approvalMail = await waitForMail(email, /approved/i);
  expect(approvalMail.text).toContain('/login');
  await logOut(page);

  // The business logs in and lands on its dashboard.
  await logIn(page, email, 'Kaljanas-2026');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/total orders/i).first()).toBeVisible();
  await expect(page.getByText(/Rūta Petraitytė|Vakaro Dūmai/).first()).toBeVisible();
});

test('the register page in Lithuanian: labels, validation texts and the confirmation are Lithuanian', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Lietuvių' }).click();
  await expect(page.getByLabel('Įmonės pavadinimas')).toBeVisible();
  await page.getByRole('button', { name: 'Registruotis', exact: true }).click();
  await expect(page.getByText('Įmonės pavadinimas privalomas')).toBeVisible();
  await expect(page.getByText('El. paštas privalomas')).toBeVisible();
  await expect(page.getByText('Pašto kodas privalomas')).toBeVisible();

  const email = `pirkejas-${unique()}@example.lt`;
  await page.getByLabel('Įmonės pavadinimas').fill('Šešėlių Baras MB');
  await page.getByLabel('Įmonės kodas').fill('305111000');
  await page.getByLabel('Kontaktinis asmuo').fill('Žydrūnas Čepas');
  await page.getByLabel('El. paštas').fill(email);
  await page.getByLabel(/^Slaptažodis/).fill('slaptas1');
  await page.getByLabel('Pakartokite slaptažodį').fill('slaptas1');
  await page.getByLabel('Gatvė, namo numeris').fill('Tilžės g. 5');
  await page.getByLabel('Miestas').fill('Šiauliai');
  await page.getByLabel('Pašto kodas').fill('LT-76285');
  await page.waitForTimeout(3200);
  await page.getByRole('button', { name: 'Registruotis', exact: true }).click();
  await expect(page.getByText('Registracija sėkminga!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Eiti į prisijungimą' })).toBeVisible();
  const mail = await waitForMail(email, /Patvirtinkite savo el. pašto adresą/);
  // No name in the nominative where Lithuanian wants the vocative (decision 089).
  expect(mail.text).toMatch(/^Sveiki,\n/);
  expect(mail.text).not.toContain('Žydrūnas');
  // The choice is remembered in the browser.
  await page.reload();
  await expect(page.getByTestId('nav-login')).toHaveText(/Prisijungti/);
});

test('guards: a guest is sent to log in and back; a customer is kept out of the admin screens; unknown paths go home', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('shop@example.com');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('system-status')).toContainText(/operational/i);
  expect(violations, 'the built app runs under the CSP without violations').toEqual([]);
});
