import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, logOut, orderPlacedByNewCustomer } from './helpers.ts';

test('the administrator credits an invoice from its viewer with the goods back; the credit note is listed, downloadable, and the customer finds it beside the invoices', async ({
  page,
}) => {
  const { customer, order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
  await endOrder(page, await adminHeaders(page), order.id);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/invoices');
  const row = page.getByTestId('admin-invoice-row').filter({ hasText: order.order_number });
  await row.getByTestId('view-invoice-admin').click();
  const modal = page.getByTestId('document-modal');
  const panel = modal.getByTestId('credit-note-panel');
  await panel.getByTestId('open-credit-note').click();
  // The reason is required: the form says so before anything is sent.
  await panel.getByTestId('issue-credit-note').click();
  await expect(panel.getByText('Say why the invoice is credited')).toBeVisible();
  await panel.getByTestId('credit-note-reason').fill('Damaged in transport');
  await panel.getByTestId('credit-goods-returned').check();
  await panel.getByTestId('issue-credit-note').click();
  await expect(panel.getByTestId('credit-note-message')).toContainText(/Credit note KS-\d{4}-\d{5} issued and sent to the customer\./);
  await expect(panel.getByTestId('issued-credit-notes')).toContainText(/KS-\d{4}-\d{5} of \d{4}-\d{2}-\d{2}: -€/);
  await expect(panel).toContainText('Every line of this invoice has been credited.');
  await page.keyboard.press('Escape');

  await page.getByTestId('credit-notes-tab').click();
  const noteRow = page.getByTestId('credit-note-row').first();
  const number = (await noteRow.getAttribute('data-number'))!;
  expect(number).toMatch(/^KS-\d{4}-\d{5}$/);
  await expect(noteRow).toContainText('Damaged in transport');
  const download = page.waitForEvent('download');
  await noteRow.getByTestId('download-pdf').click();
  const bytes = await readFile((await (await download).path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await logOut(page);

  await logIn(page, customer.email, customer.password);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/orders?tab=invoices');
  const own = page.getByTestId('customer-credit-notes');
  await expect(own.getByRole('heading', { name: 'Kreditinės sąskaitos' })).toBeVisible();
  await expect(own.getByTestId('credit-note-row').filter({ hasText: number })).toContainText('Damaged in transport');
});
