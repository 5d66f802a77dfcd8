import { expect, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, orderPlacedByNewCustomer } from './helpers.ts';

// Decision 081: the shop's payment settings on the invoice settings page, in Lithuanian.

const DEFAULTS = { payment_reminders_enabled: true, payment_reminder_interval_days: 7, block_overdue_days: null };

test('an administrator sets the payment reminders and the overdue limit in Lithuanian; a bad interval is refused, a change made elsewhere meanwhile asks to reload', async ({
  page,
}) => {
  const headers = await adminHeaders(page);
  const settings = async () => (await (await page.request.get('/api/settings')).json()).settings;
  const put = async (data: object) =>
    expect((await page.request.put('/api/settings/admin', { headers, data: { ...data, version: (await settings()).version } })).status()).toBe(200);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/admin/invoices/settings');
  const card = page.getByTestId('payment-settings-form');
  await expect(page.getByRole('heading', { name: 'Mokėjimai' })).toBeVisible();
  const enabled = card.getByLabel('Siųsti mokėjimo priminimus');
  const interval = card.getByLabel('Dienų tarp priminimų');
  const blockDays = card.getByLabel('Neleisti pateikti užsakymo, kai sąskaita pradelsta daugiau nei (dienų)');
  await expect(enabled).toBeChecked();
  await expect(interval).toHaveValue('7');
  await expect(blockDays).toHaveValue('');

  await interval.fill('0');
  await card.getByRole('button', { name: 'Išsaugoti mokėjimų nustatymus' }).click();
  await expect(card.getByText('Įveskite sveikąjį dienų skaičių nuo 1 iki 60')).toBeVisible();
  expect(await settings()).toMatchObject(DEFAULTS);

  await enabled.uncheck();
  await interval.fill('10');
  await blockDays.fill('30');
  await card.getByRole('button', { name: 'Išsaugoti mokėjimų nustatymus' }).click();
  await expect(card.getByText('Mokėjimų nustatymai išsaugoti.')).toBeVisible();
  expect(await settings()).toMatchObject({ payment_reminders_enabled: false, payment_reminder_interval_days: 10, block_overdue_days: 30 });

  // Another administrator changes the settings while this page is open: the save is refused, reload shows theirs.
  await put({ payment_reminder_interval_days: 14 });
  await blockDays.fill('');
  await card.getByRole('button', { name: 'Išsaugoti mokėjimų nustatymus' }).click();
  await expect(card.getByText('Šiuos duomenis pakeitė kažkas kitas po to, kai juos atidarėte')).toBeVisible();
  expect((await settings()).block_overdue_days).toBe(30);
  await card.getByRole('button', { name: 'Įkelti iš naujo' }).click();
  await expect(interval).toHaveValue('14');
  await expect(blockDays).toHaveValue('30');

  // Emptied, the limit is off.
  await blockDays.fill('');
  await card.getByRole('button', { name: 'Išsaugoti mokėjimų nustatymus' }).click();
  await expect(card.getByText('Mokėjimų nustatymai išsaugoti.')).toBeVisible();
  expect((await settings()).block_overdue_days).toBeNull();

  await put(DEFAULTS);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'en'));
});

test('in Lithuanian, an invoice’s payments dialog lists its reminders: none yet, and says when reminders are switched off', async ({ page }) => {
  const { order } = await orderPlacedByNewCustomer(page);
  const headers = await adminHeaders(page);
  await endOrder(page, headers, order.id);
  const { invoice } = await (await page.request.get(`/api/invoices/order/${order.id}`, { headers })).json();
  const version = async () => (await (await page.request.get('/api/settings')).json()).settings.version;

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto(`/admin/invoices?search=${invoice.invoice_number}`);
  const row = page.getByTestId('admin-invoice-row').filter({ hasText: invoice.invoice_number });
  await row.getByTestId('invoice-payments').click();
  const reminders = page.getByRole('dialog').getByTestId('invoice-reminders');
  await expect(reminders.getByRole('heading', { name: 'Mokėjimo priminimai' })).toBeVisible();
  await expect(reminders.getByTestId('no-reminders')).toHaveText('Šiai sąskaitai priminimų dar nesiųsta.');
  await expect(reminders.getByTestId('reminders-off')).toHaveCount(0);

  const off = await page.request.put('/api/settings/admin', { headers, data: { payment_reminders_enabled: false, version: await version() } });
  expect(off.status()).toBe(200);
  await page.reload();
  await page.getByTestId('admin-invoice-row').filter({ hasText: invoice.invoice_number }).getByTestId('invoice-payments').click();
  await expect(page.getByRole('dialog').getByTestId('reminders-off')).toHaveText('Mokėjimo priminimai išjungti sąskaitų nustatymuose.');

  const on = await page.request.put('/api/settings/admin', { headers, data: { payment_reminders_enabled: true, version: await version() } });
  expect(on.status()).toBe(200);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'en'));
});
