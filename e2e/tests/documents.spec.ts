import { expect, test } from './fixtures.ts';
import { logIn, logOut, orderPlacedByNewCustomer } from './helpers.ts';

test('the administrator issues a pre-invoice, marks it paid and ends the order; the customer opens the invoice and downloads its PDF', async ({
  page,
}) => {
  const { customer, order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByTestId('status-button-confirmed').click();
  await expect(page.getByText(`Order ${order.order_number} is now Confirmed.`)).toBeVisible();
  await page.getByTestId('generate-pre-invoice-admin').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Issue pre-invoice' }).click();
  await page.getByTestId('view-pre-invoice-admin').click();
  const modal = page.getByTestId('document-modal');
  await expect(modal.getByTestId('document-number')).toHaveText(/^HWP-\d{4}-\d{5}$/);
  await modal.getByTestId('pre-invoice-mark-sent').click();
  await modal.getByTestId('pre-invoice-mark-paid').click();
  await expect(modal).toContainText(/paid/i);
  await page.keyboard.press('Escape');
  await page.getByTestId('status-button-ended').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete order' }).click();
  await expect(page.getByText(/An invoice was generated\./)).toBeVisible();
  await logOut(page);

  await logIn(page, customer.email, customer.password);
  await page.goto('/orders?tab=invoices');
  const row = page.getByTestId('invoice-row').filter({ hasText: order.order_number });
  await expect(row).toBeVisible();
  await row.getByTestId('view-invoice').click();
  const invoice = page.getByTestId('document-modal');
  const number = (await invoice.getByTestId('document-number').textContent())!.trim();
  expect(number).toMatch(/^HW-\d{4}-\d{5}$/);
  await expect(invoice).toContainText('TL-9001');
  const download = page.waitForEvent('download');
  await invoice.getByTestId('download-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
