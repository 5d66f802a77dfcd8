import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './fixtures.ts';
import { logIn, orderPlacedByNewCustomer, unique } from './helpers.ts';
import { linkPath, waitForMail } from './outbox.ts';

// Decisions 092 and 093: the owner invites a warehouse worker on the staff
// screen; the invitation mail's link sets a password; the worker lands on the orders, sees only
// orders and stock in the navigation, is told a typed-in prices address is not for its role,
// marks an order sent and finds the order's stock change in its own stock history. In English and in Lithuanian. With two-factor sign-in required of staff
// (decision 094), the worker is held at its setup after the password and enables it with a code of the
// key shown on screen before it reaches its screens.

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
    mfaRequired: 'The shop requires two-factor sign-in for staff',
    mfaSetUp: 'Set up two-factor sign-in',
    mfaCode: 'Code from the app',
    mfaConfirm: 'Confirm and turn on',
    mfaSaved: 'I have saved the codes',
    stockHistory: 'Stock history',
    orderReason: 'Order',
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
    mfaRequired: 'Parduotuvė reikalauja, kad darbuotojai jungtųsi dviejų veiksnių prisijungimu',
    mfaSetUp: 'Nustatyti dviejų veiksnių prisijungimą',
    mfaCode: 'Kodas iš programėlės',
    mfaConfirm: 'Patvirtinti ir įjungti',
    mfaSaved: 'Kodus išsisaugojau',
    stockHistory: 'Likučių istorija',
    orderReason: 'Užsakymas',
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

/**
 * A second owner, made through the API with two-factor sign-in on (only such an owner may require it
 * of all staff), switches `require_staff_mfa`; answers a function that switches it back off.
 */
async function requireStaffTwoFactor(page: Page): Promise<() => Promise<void>> {
  const api = page.request;
  const admin = (await (await api.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin1234' } })).json()).token;
  const email = `vadove-${unique()}@example.lt`;
  const invited = await api.post('/api/staff', {
    headers: { authorization: `Bearer ${admin}` },
    data: { email, name: 'Ona Vadovė', role: 'owner', language: 'en' },
  });
  expect(invited.status()).toBe(201);
  const token = new URL(linkPath(await waitForMail(email, /invited/), '/reset-password'), 'http://shop').searchParams.get('token');
  expect((await api.post('/api/auth/reset-password', { data: { token, password: 'Vadove-2026' } })).status()).toBe(200);
  const owner = { authorization: `Bearer ${(await (await api.post('/api/auth/login', { data: { email, password: 'Vadove-2026' } })).json()).token}` };
  const { secret } = await (await api.post('/api/auth/mfa/setup', { headers: owner })).json();
  expect((await api.post('/api/auth/mfa/enable', { headers: owner, data: { code: await generate({ secret }) } })).status()).toBe(200);
  const setRequired = async (on: boolean) => {
    const { version } = (await (await api.get('/api/settings')).json()).settings;
    expect((await api.put('/api/settings/admin', { headers: owner, data: { require_staff_mfa: on, version } })).status()).toBe(200);
  };
  await setRequired(true);
  return () => setRequired(false);
}

for (const language of ['en', 'lt'] as const) {
  const text = TEXTS[language];

  test(`${language}: an invited warehouse worker sets a password, sees only orders and stock, marks an order sent and finds it in its stock history`, async ({
    page,
  }) => {
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

    // The shop requires two-factor sign-in of staff from now on (switched back off at the end).
    const mail = await waitForMail(email, text.mailSubject);
    await signOut(page);
    const optional = await requireStaffTwoFactor(page);
    try {
      // The invitation's link sets the worker's password.
      await page.goto(linkPath(mail, '/reset-password'));
      await page.getByLabel(text.newPassword).fill('Sandelis-2026');
      await page.getByLabel(text.confirmPassword).fill('Sandelis-2026');
      await page.getByRole('button', { name: text.savePassword }).click();
      await expect(page.getByTestId('reset-password-success')).toBeVisible();

      // The worker signs in and is held at the two-factor setup; an address typed in leads back to it.
      await page.goto('/login');
      await page.getByLabel(text.email).fill(email);
      await page.getByLabel(text.password).fill('Sandelis-2026');
      await page.getByRole('button', { name: text.logIn, exact: true }).click();
      await expect(page).toHaveURL(/\/profile$/);
      const card = page.getByTestId('two-factor');
      await expect(card.getByRole('status').filter({ hasText: text.mfaRequired })).toBeVisible();
      await page.goto('/admin/orders');
      await expect(page).toHaveURL(/\/profile$/);

      // It enables two-factor sign-in with a code of the key on screen, as its authenticator app would.
      await card.getByRole('button', { name: text.mfaSetUp }).click();
      const secret = (await card.getByTestId('two-factor-secret').innerText()).trim();
      await card.getByLabel(text.mfaCode).fill(await generate({ secret }));
      await card.getByRole('button', { name: text.mfaConfirm }).click();
      await expect(card.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
      await card.getByRole('button', { name: text.mfaSaved }).click();
      await expect(card.getByTestId('two-factor-on')).toBeVisible();
      await markOrderSent(page, text, order);
    } finally {
      await optional();
    }
  });
}

/** The worker, past its sign-in, sees only its screens and marks the order sent. */
async function markOrderSent(page: Page, text: (typeof TEXTS)[keyof typeof TEXTS], order: { id: number; order_number: string }) {
  // With only its screens in the navigation, it goes to the orders.
  await page.goto('/admin/orders');
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

  // Its own stock history (decision 099) shows the order's stock change, with the product's SKU.
  await page.getByRole('navigation').first().getByTestId('nav-admin-stock-history').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.stockHistory);
  const move = page.getByTestId('stock-history-move').filter({ hasText: order.order_number }).first();
  await expect(move).toContainText(text.orderReason);
  await expect(move).toHaveAttribute('data-reason', 'order');
}
