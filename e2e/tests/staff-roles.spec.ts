import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn, orderPlacedByNewCustomer, unique } from './helpers.ts';
import { linkPath, waitForMail } from './outbox.ts';

// Issue 30, items 1 and 4 (decisions 092 and 093): the owner invites a warehouse worker on the staff
// screen; the invitation mail's link sets a password; the worker lands on the orders, sees only
// orders and stock in the navigation, is told a typed-in prices address is not for its role, and
// marks an order sent. In English and in Lithuanian.

const TEXTS = {
  en: {
    inviteEmail: 'E-mail',
    inviteName: 'Full name',
    inviteRole: 'Role',
    invite: 'Send invitation',
    pending: 'Invitation not accepted yet',
    warehouse: 'Warehouse worker',
    mailSubject: /^You are invited to the shop’s staff$/,
    newPassword: /^New password/,
    confirmPassword: /^Confirm new password/,
    savePassword: 'Save new password',
    email: 'Email',
    password: /^Password/,
    logIn: 'Log in',
    forbidden: 'Your role does not allow this page',
    markSent: 'Mark as sent',
    sent: 'Sent',
  },
  lt: {
    inviteEmail: 'El. paštas',
    inviteName: 'Vardas ir pavardė',
    inviteRole: 'Rolė',
    invite: 'Siųsti kvietimą',
    pending: 'Kvietimas dar nepriimtas',
    warehouse: 'Sandėlininkas',
    mailSubject: /^Kvietimas prisijungti prie parduotuvės darbuotojų$/,
    newPassword: /^Naujas slaptažodis/,
    confirmPassword: /^Pakartokite naują slaptažodį/,
    savePassword: 'Išsaugoti naują slaptažodį',
    email: 'El. paštas',
    password: /^Slaptažodis/,
    logIn: 'Prisijungti',
    forbidden: 'Jūsų rolė neleidžia atverti šio puslapio',
    markSent: 'Žymėti kaip išsiųstą',
    sent: 'Išsiųstas',
  },
} as const;

const inLanguage = async (page: Page, language: 'en' | 'lt') => {
  await page.evaluate((chosen) => localStorage.setItem('wholesale.language', chosen), language);
  await page.reload();
};

/** Ends the session in this tab only (the language chosen stays). */
const signOut = async (page: Page) => {
  await page.evaluate(() => {
    localStorage.removeItem('wholesale.session');
    sessionStorage.removeItem('wholesale.session');
  });
};

for (const language of ['en', 'lt'] as const) {
  const text = TEXTS[language];

  test(`${language}: an invited warehouse worker sets a password, sees only orders and stock, and marks an order sent`, async ({ page }) => {
    const { order } = await orderPlacedByNewCustomer(page);
    const email = `sandelis-${unique()}@example.lt`;

    // The owner invites the worker on the staff screen.
    await logIn(page, 'admin@example.com', 'admin1234');
    await inLanguage(page, language);
    await page.goto('/admin/staff');
    const form = page.getByTestId('staff-invite-form');
    await form.getByLabel(text.inviteEmail).fill(email);
    await form.getByLabel(text.inviteName).fill('Rasa Sandėlininkė');
    await form.getByLabel(text.inviteRole).selectOption('warehouse');
    await form.getByRole('button', { name: text.invite }).click();
    await expect(page.getByTestId('staff-notice')).toContainText(email);
    const row = page.locator(`[data-testid="staff-row"][data-email="${email}"]`);
    await expect(row).toContainText(text.pending);
    await expect(row.getByTestId('staff-role-select').locator('option:checked')).toHaveText(text.warehouse);

    // The invitation's link sets the worker's password.
    const mail = await waitForMail(email, text.mailSubject);
    await signOut(page);
    await page.goto(linkPath(mail, '/reset-password'));
    await page.getByLabel(text.newPassword).fill('Sandelis-2026');
    await page.getByLabel(text.confirmPassword).fill('Sandelis-2026');
    await page.getByRole('button', { name: text.savePassword }).click();
    await expect(page.getByTestId('reset-password-success')).toBeVisible();

    // The worker signs in and lands on the orders, with only its screens in the navigation.
    await page.goto('/login');
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password).fill('Sandelis-2026');
    await page.getByRole('button', { name: text.logIn, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByTestId('nav-admin-orders')).toBeVisible();
    await expect(nav.getByTestId('nav-admin-stock')).toBeVisible();
    for (const hidden of ['nav-admin-products', 'nav-admin-invoices', 'nav-admin-receivables', 'nav-settings'])
      await expect(page.getByTestId(hidden), hidden).toHaveCount(0);

    // A prices address typed in says the role does not allow it.
    await page.goto('/admin/pricing/dashboard');
    await expect(page.getByTestId('forbidden-for-role')).toContainText(text.forbidden);

    // The worker marks the order sent; the order's documents are not its to see.
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByTestId('shipment-form')).toBeVisible();
    await expect(page.getByTestId('document-invoice')).toHaveCount(0);
    await page.getByTestId('shipment-form').getByRole('button', { name: text.markSent }).click();
    await expect(page.getByRole('heading', { name: new RegExp(order.order_number) })).toContainText(text.sent);
  });
}
