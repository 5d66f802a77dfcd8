import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { expect, shopDataDir, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, orderPlacedByNewCustomer } from './helpers.ts';

// Decision 052: a month marked as filed with VMI and the refusals of cancelling a final invoice, in both languages.

/** `YYYY-MM` a number of months before the current Lithuanian month. */
function monthsAgo(months: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - months, 1)).toISOString().slice(0, 7);
}
const monthName = (month: string, locale: 'en-US' | 'lt-LT') =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** A new customer's ended order and its invoice (issued today). */
async function invoiced(page: Page, headers: { authorization: string }) {
  const { order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
  await endOrder(page, headers, order.id);
  return (await (await page.request.get(`/api/invoices/order/${order.id}`, { headers })).json()).invoice as { id: number; invoice_number: string };
}

/**
 * The server has no clock to turn back: an invoice "issued last month" is one whose issue date is moved
 * there in the journey's database (the shop's only SQLite file, the server keeps no copy of it).
 */
function issuedIn(invoiceId: number, month: string): void {
  const db = new DatabaseSync(path.join(shopDataDir(), 'shop.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('UPDATE invoices SET issue_date = ? WHERE id = ?').run(`${month}-15`, invoiceId);
  } finally {
    db.close();
  }
}

/** An invoice with a credit note, and one issued in `month` (not filed yet). */
async function arrange(page: Page, month: string) {
  const headers = await adminHeaders(page);
  const credited = await invoiced(page, headers);
  const note = await page.request.post(`/api/invoices/admin/${credited.id}/credit-note`, { headers, data: { reason: 'Damaged in transport' } });
  expect(note.status()).toBe(201);
  const ofMonth = await invoiced(page, headers);
  issuedIn(ofMonth.id, month);
  return { credited, ofMonth, plain: await invoiced(page, headers) };
}

const row = (page: Page, number: string) => page.getByTestId('admin-invoice-row').filter({ hasText: number });

/** Chooses "cancelled" in the invoice's row, gives the reason and confirms; the open dialog is returned. */
async function cancelInRow(page: Page, number: string, reason: string, confirm: string) {
  await row(page, number).getByTestId('invoice-status-select').selectOption('cancelled');
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('cancel-invoice-reason').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  return dialog;
}

test('the administrator marks last month as filed with VMI, and a cancel of an invoice with a credit note or of the filed month is refused with its reason', async ({
  page,
}) => {
  const month = monthsAgo(1);
  const { credited, ofMonth, plain } = await arrange(page, month);
  const name = monthName(month, 'en-US');

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/invoices');
  const panel = page.getByTestId('isaf-download');
  await panel.getByTestId('isaf-month').selectOption(month);
  await expect(panel.getByTestId('isaf-month-state')).toHaveText(`${name} is not marked as filed with VMI yet.`);
  await panel.getByTestId('isaf-mark-filed').click();
  const confirm = page.getByRole('dialog', { name: `Mark ${name} as filed with VMI?` });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Mark as filed', exact: true }).click();
  await expect(panel.getByTestId('isaf-month-state')).toContainText(`${name} is marked as filed with VMI by admin@example.com on`);
  await expect(panel.getByTestId('isaf-mark-filed')).toHaveCount(0);
  await expect(panel.getByTestId('isaf-filed-month').filter({ hasText: name })).toContainText(`${name}: marked by admin@example.com on`);
  // The current month has not ended: it cannot be marked yet.
  await panel.getByTestId('isaf-month').selectOption(monthsAgo(0));
  await expect(panel.getByTestId('isaf-month-state')).toContainText('has not ended yet');
  await expect(panel.getByTestId('isaf-mark-filed')).toHaveCount(0);

  // Cancelling asks why, says it is final, and an invoice with a credit note stays.
  await row(page, credited.invoice_number).getByTestId('invoice-status-select').selectOption('cancelled');
  const dialog = page.getByRole('dialog', { name: `Cancel invoice ${credited.invoice_number}?` });
  await expect(dialog).toContainText('Cancelling is final');
  await dialog.getByRole('button', { name: 'Cancel invoice', exact: true }).click();
  await expect(dialog.getByText('Say why the invoice is cancelled')).toBeVisible();
  await dialog.getByTestId('cancel-invoice-reason').fill('Wrong buyer');
  await dialog.getByRole('button', { name: 'Cancel invoice', exact: true }).click();
  await expect(dialog.getByTestId('cancel-invoice-refusal')).toHaveText(
    'This invoice has credit notes and cannot be cancelled. Issue a credit note for what is left instead.',
  );
  await dialog.getByRole('button', { name: 'Keep invoice' }).click();
  await expect(row(page, credited.invoice_number).getByTestId('invoice-status-select')).toHaveValue('sent');

  const refused = await cancelInRow(page, ofMonth.invoice_number, 'Wrong buyer', 'Cancel invoice');
  await expect(refused.getByTestId('cancel-invoice-refusal')).toHaveText(
    `${name} is marked as filed with VMI. Issue a credit note instead of cancelling.`,
  );
  await refused.getByRole('button', { name: 'Keep invoice' }).click();

  // An invoice of this month, without credit notes, is cancelled, and offers no status any more.
  await cancelInRow(page, plain.invoice_number, 'Issued twice', 'Cancel invoice');
  await expect(page.getByText(`Invoice ${plain.invoice_number} is now Cancelled.`)).toBeVisible();
  await expect(row(page, plain.invoice_number).getByTestId('invoice-status-final')).toHaveText('Cancelled');
  await expect(row(page, plain.invoice_number).getByTestId('invoice-status-select')).toHaveCount(0);
});

test('in Lithuanian, the administrator marks a month as filed with VMI and reads the refusals of cancelling in Lithuanian', async ({ page }) => {
  const month = monthsAgo(2);
  const { credited, ofMonth } = await arrange(page, month);
  const name = monthName(month, 'lt-LT');

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/admin/invoices');
  const panel = page.getByTestId('isaf-download');
  await panel.getByTestId('isaf-month').selectOption(month);
  await expect(panel.getByTestId('isaf-month-state')).toHaveText(`Mėnuo ${name} dar nepažymėtas kaip pateiktas VMI.`);
  await panel.getByTestId('isaf-mark-filed').click();
  await expect(panel.getByTestId('isaf-mark-filed')).toHaveText('Pažymėti kaip pateiktą VMI');
  const confirm = page.getByRole('dialog', { name: `Pažymėti mėnesį ${name} kaip pateiktą VMI?` });
  await confirm.getByRole('button', { name: 'Pažymėti kaip pateiktą', exact: true }).click();
  await expect(panel.getByTestId('isaf-month-state')).toContainText(`Mėnuo ${name} pažymėtas kaip pateiktas VMI (admin@example.com,`);
  await expect(panel.getByTestId('isaf-filed-month').filter({ hasText: name })).toContainText(`${name}: pažymėjo admin@example.com,`);

  const withNote = await cancelInRow(page, credited.invoice_number, 'Neteisingas pirkėjas', 'Atšaukti sąskaitą');
  await expect(withNote).toContainText('Atšaukimas galutinis');
  await expect(withNote.getByTestId('cancel-invoice-refusal')).toHaveText(
    'Šiai sąskaitai išrašyta kreditinių sąskaitų, todėl jos atšaukti negalima. Likusiai daliai išrašykite kreditinę sąskaitą faktūrą.',
  );
  await withNote.getByRole('button', { name: 'Palikti sąskaitą' }).click();

  const filed = await cancelInRow(page, ofMonth.invoice_number, 'Neteisingas pirkėjas', 'Atšaukti sąskaitą');
  await expect(filed.getByTestId('cancel-invoice-refusal')).toHaveText(
    `Mėnuo ${name} pažymėtas kaip pateiktas VMI. Užuot atšaukę sąskaitą, išrašykite kreditinę sąskaitą faktūrą.`,
  );
});
