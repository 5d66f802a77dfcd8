import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, logIn, orderPlacedByNewCustomer } from './helpers.ts';
import { waitForMail } from './outbox.ts';

/** Counts the status changes the page sends (PATCH …/status), to show that nothing was sent. */
function countStatusWrites(page: Page): { count: number } {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && /\/api\/orders\/admin\/\d+\/status$/.test(request.url())) sent.count += 1;
  });
  return sent;
}

const rowOf = (page: Page, number: string) => page.getByTestId('order-row').filter({ hasText: number });

test('in the orders list, arrow keys only choose a status; Completed asks first, naming the invoice and the e-mail, and Go back changes nothing', async ({
  page,
}) => {
  const { customer, order } = await orderPlacedByNewCustomer(page);
  await logIn(page, 'admin@example.com', 'admin1234');
  const writes = countStatusWrites(page);
  await page.goto(`/admin/orders?search=${encodeURIComponent(order.order_number)}`);
  const row = rowOf(page, order.order_number);
  const select = row.getByTestId('status-select');
  const apply = row.getByTestId('status-apply');
  await expect(select).toHaveValue('received');
  await expect(apply).toBeDisabled();

  // One arrow key moves the select, not the order.
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('confirmed');
  await expect(apply).toBeEnabled();
  await page.waitForTimeout(300);
  expect(writes.count).toBe(0);
  await expect(row.getByTestId('order-status')).toHaveAttribute('data-status', 'received');

  // Completed: the confirmation names the next invoice, the e-mail and the credit note.
  await select.selectOption({ label: 'Completed' });
  await apply.click();
  const dialog = page.getByRole('dialog', { name: `Complete order ${order.order_number}?` });
  const invoiceSentence = dialog.locator('[data-consequence="issuesInvoice"]');
  await expect(invoiceSentence).toHaveText(
    /^This issues VAT invoice HW-\d{4}-\d{5} and e-mails it to the customer\. It cannot be undone; a credit note corrects it\.$/,
  );
  await expect(dialog).toContainText("The order's status can never change again: this cannot be undone.");
  const named = /VAT invoice (\S+) and/.exec((await invoiceSentence.textContent()) ?? '')![1]!;
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toHaveCount(0);
  expect(writes.count).toBe(0);
  await expect(row.getByTestId('order-status')).toHaveAttribute('data-status', 'received');
  await expect(select).toHaveValue('received');

  // Confirming issues the invoice the dialog named and e-mails it.
  await select.selectOption({ label: 'Completed' });
  await apply.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete order' }).click();
  await expect(page.getByText(`Order ${order.order_number} is now Completed. An invoice was generated.`)).toBeVisible();
  await expect(row.getByTestId('order-status')).toHaveAttribute('data-status', 'ended');
  expect(writes.count).toBe(1);
  const invoice = await (await page.request.get(`/api/invoices/order/${order.id}`, { headers: await adminHeaders(page) })).json();
  expect(invoice.invoice.invoice_number).toBe(named);
  await waitForMail(customer.email, new RegExp(named));
});

test('on the order page, Cancel order says the stock goes back and cannot be undone; Generate pre-invoice asks first', async ({ page }) => {
  const { order } = await orderPlacedByNewCustomer(page);
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/orders/${order.id}`);

  await page.getByTestId('cancel-order').click();
  const cancel = page.getByRole('dialog', { name: `Cancel order ${order.order_number}?` });
  await expect(cancel).toContainText('Every unit of the order goes back into stock.');
  await expect(cancel).toContainText("The order's status can never change again: this cannot be undone.");
  await cancel.getByRole('button', { name: 'Keep order' }).click();
  await expect(page.getByRole('heading', { level: 1 }).getByTestId('order-status')).toHaveAttribute('data-status', 'received');

  // A move that can be undone goes at once.
  await page.getByTestId('status-button-confirmed').click();
  await expect(page.getByText(`Order ${order.order_number} is now Confirmed.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('generate-pre-invoice-admin').click();
  const issue = page.getByRole('dialog', { name: `Issue a pre-invoice for order ${order.order_number}?` });
  await expect(issue).toContainText(/This issues pre-invoice HWP-\d{4}-\d{5} and e-mails it to the customer\./);
  await issue.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByTestId('document-pre-invoice')).toContainText('Not generated');
});

test('in Lithuanian, the list applies only on Taikyti, converting a pre-invoice names the VAT invoice first, and completing an invoiced order only says it is final', async ({
  page,
}) => {
  const { customer, order } = await orderPlacedByNewCustomer(page);
  const headers = await adminHeaders(page);
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  const writes = countStatusWrites(page);
  await page.goto(`/admin/orders?search=${encodeURIComponent(order.order_number)}`);
  const row = rowOf(page, order.order_number);
  const select = row.getByTestId('status-select');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('confirmed');
  await page.waitForTimeout(300);
  expect(writes.count).toBe(0);
  await expect(row.getByTestId('order-status')).toHaveText('Gautas');
  // Confirmed can be undone: Taikyti moves it without asking.
  await row.getByRole('button', { name: `Taikyti pasirinktą būseną užsakymui ${order.order_number}` }).click();
  await expect(page.getByText(`Užsakymo ${order.order_number} būsena: Patvirtintas.`)).toBeVisible();
  await expect(row.getByTestId('order-status')).toHaveText('Patvirtintas');

  expect((await page.request.post(`/api/orders/admin/${order.id}/create-pre-invoice`, { headers, data: {} })).status()).toBe(201);
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByTestId('view-pre-invoice-admin').click();
  const modal = page.getByTestId('document-modal');
  await modal.getByTestId('convert-to-invoice').click();
  const convert = page.getByRole('dialog', { name: /^Paversti išankstinę sąskaitą HWP-\d{4}-\d{5} sąskaita faktūra\?$/ });
  const sentence = convert.locator('[data-consequence="issuesInvoice"]');
  await expect(sentence).toHaveText(
    /^Bus išrašyta PVM sąskaita faktūra HW-\d{4}-\d{5} ir išsiųsta klientui el\. paštu\. To atšaukti negalima – ją pataisyti galima tik kreditine sąskaita faktūra\.$/,
  );
  const named = /faktūra (HW-\S+) ir/.exec((await sentence.textContent()) ?? '')![1]!;
  await convert.getByRole('button', { name: 'Grįžti' }).click();
  expect((await page.request.get(`/api/invoices/order/${order.id}`, { headers })).status()).toBe(404);

  await modal.getByTestId('convert-to-invoice').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Paversti ir išrašyti sąskaitą faktūrą' }).click();
  await expect(modal).toContainText(`paversta sąskaita faktūra ${named}`);
  await waitForMail(customer.email, new RegExp(named));
  await page.keyboard.press('Escape');

  // The order has its invoice now: completing it issues nothing more, and the dialog says only that it is final.
  await page.getByTestId('status-button-ended').click();
  const end = page.getByRole('dialog', { name: `Užbaigti užsakymą ${order.order_number}?` });
  await expect(end.getByTestId('consequence')).toHaveText(['Užsakymo būsenos nebebus galima pakeisti – to atšaukti negalima.']);
  await end.getByRole('button', { name: 'Užbaigti užsakymą' }).click();
  await expect(page.getByTestId('status-final')).toBeVisible();
});
