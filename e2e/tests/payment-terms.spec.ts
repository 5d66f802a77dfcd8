import { expect, test } from './fixtures.ts';
import { adminHeaders, approvedCustomer, endOrder, logIn, orderPlacedByNewCustomer } from './helpers.ts';

// Decision 054: payment terms are chosen from a select, not typed; documents print the line their rule gives.

test('an administrator chooses a customer’s payment terms from the select in English, then in Lithuanian', async ({ page }) => {
  const customer = await approvedCustomer(page);
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/users/${customer.id}`);

  const form = page.locator('form[aria-labelledby="user-edit-heading"]');
  const terms = form.getByLabel('Payment terms');
  await expect(terms.locator('option:checked')).toHaveText(/Shop default \(Net 30 days\)/);
  await terms.selectOption('net_days');
  await form.getByLabel('Days to pay').fill('400');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Payment days must be a whole number from 0 to 365')).toBeVisible();
  await form.getByLabel('Days to pay').fill('14');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(page.getByText('Net 14 days', { exact: true })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.reload();
  const ltForm = page.locator('form[aria-labelledby="user-edit-heading"]');
  const ltTerms = ltForm.getByLabel('Mokėjimo sąlygos');
  await expect(ltTerms.locator('option:checked')).toHaveText('Apmokėti per N dienų');
  await expect(ltForm.getByLabel('Per kiek dienų apmokėti')).toHaveValue('14');
  await expect(page.getByText('Apmokėti per 14 dienų', { exact: true })).toBeVisible();
  await ltTerms.selectOption({ label: 'Išankstinis apmokėjimas (100 %)' });
  await expect(ltForm.getByLabel('Per kiek dienų apmokėti')).toBeHidden();
  await ltForm.getByRole('button', { name: 'Išsaugoti pakeitimus' }).click();
  await expect(page.getByText('Naudotojas sėkmingai atnaujintas')).toBeVisible();
  await expect(page.getByText('100 % išankstinis apmokėjimas', { exact: true })).toBeVisible();

  const headers = await adminHeaders(page);
  const saved = await (await page.request.get(`/api/users/admin/${customer.id}`, { headers })).json();
  expect(saved.user).toMatchObject({ payment_terms: '100 % prepayment', payment_terms_rule: { code: 'prepayment' } });
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'en'));
});

test('the shop’s default terms are chosen on the invoice settings page in Lithuanian, then set back in English', async ({ page }) => {
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/admin/invoices/settings');
  const form = page.getByTestId('settings-form');
  const terms = form.getByLabel('Mokėjimo sąlygos');
  await expect(terms.locator('option:checked')).toHaveText('Apmokėti per N dienų');
  await expect(form.getByLabel('Per kiek dienų apmokėti')).toHaveValue('30');
  await form.getByLabel('Per kiek dienų apmokėti').fill('21');
  await form.getByTestId('save-settings').click();
  await expect(page.getByText('Sąskaitų nustatymai išsaugoti.')).toBeVisible();
  const headers = await adminHeaders(page);
  const settings = async () => (await (await page.request.get('/api/invoices/settings', { headers })).json()).settings;
  expect(await settings()).toMatchObject({ default_payment_terms: 'Net 21 days', default_payment_terms_rule: { code: 'net_days', days: 21 } });

  await page.evaluate(() => localStorage.setItem('wholesale.language', 'en'));
  await page.reload();
  const enForm = page.getByTestId('settings-form');
  await expect(enForm.getByLabel('Days to pay')).toHaveValue('21');
  await enForm.getByLabel('Days to pay').fill('30');
  await enForm.getByTestId('save-settings').click();
  await expect(page.getByText('Invoice settings saved.')).toBeVisible();
  expect(await settings()).toMatchObject({ default_payment_terms_rule: { code: 'net_days', days: 30 } });
});

test('a prepayment customer’s invoice reads “100 % prepayment” and is due on its issue date, in both languages', async ({ page }) => {
  const { customer, order } = await orderPlacedByNewCustomer(page);
  const headers = await adminHeaders(page);
  const opened = await (await page.request.get(`/api/users/admin/${customer.id}`, { headers })).json();
  const chosen = await page.request.put(`/api/users/admin/${customer.id}`, {
    headers,
    data: { payment_terms_rule: { code: 'prepayment' }, version: opened.user.version },
  });
  expect(chosen.status()).toBe(200);
  await endOrder(page, headers, order.id);

  await logIn(page, customer.email, customer.password);
  await page.goto('/orders?tab=invoices');
  await page.getByTestId('invoice-row').filter({ hasText: order.order_number }).getByTestId('view-invoice').click();
  const invoice = page.getByTestId('document-modal');
  await expect(invoice.getByTestId('payment-terms')).toHaveText('100 % prepayment');
  await expect(invoice).not.toContainText('100 days');

  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.reload();
  await page.getByTestId('invoice-row').filter({ hasText: order.order_number }).getByTestId('view-invoice').click();
  await expect(page.getByTestId('document-modal').getByTestId('payment-terms')).toHaveText('100 % išankstinis apmokėjimas');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'en'));
});
