import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, logOut, orderPlacedByNewCustomer } from './helpers.ts';

// Decision 078: administrators record and reverse payments in the browser, a status of
// "paid" chosen by hand records a payment of what is open, and the customer sees paid and open amounts.

const money = (amount: number, locale: 'lt-LT' | 'en-US') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
const typed = (amount: number, locale: 'lt-LT' | 'en-US') =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, useGrouping: false }).format(amount);
const cents = (euros: number) => Math.round(euros * 100);

/** A new customer's ended order and its invoice (issued today). */
async function invoiced(page: Page) {
  const headers = await adminHeaders(page);
  const { customer, order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
  await endOrder(page, headers, order.id);
  const invoice = (await (await page.request.get(`/api/invoices/order/${order.id}`, { headers })).json()).invoice as {
    id: number;
    invoice_number: string;
    total_amount: number;
  };
  // The journey pays 12.50 first: the invoice must be more than that.
  expect(invoice.total_amount).toBeGreaterThan(12.5);
  return { customer, order, invoice };
}

async function recordPayment(dialog: Locator, amount: string, reference?: string) {
  const form = dialog.getByTestId('payment-form');
  await form.getByTestId('payment-amount').fill(amount);
  if (reference) await form.getByTestId('payment-reference').fill(reference);
  await form.getByTestId('record-payment').click();
}

test('in Lithuanian, the administrator records 12,50 €, then the rest, reverses a payment with a reason and meets the overpayment refusal', async ({
  page,
}) => {
  const { invoice } = await invoiced(page);
  const lt = 'lt-LT' as const;
  const rest = (cents(invoice.total_amount) - 1250) / 100;

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto(`/admin/invoices?search=${invoice.invoice_number}`);
  const row = page.getByTestId('admin-invoice-row').filter({ hasText: invoice.invoice_number });
  await expect(row.getByTestId('document-open-amount')).toHaveText(`Neapmokėta ${money(invoice.total_amount, lt)}`);

  await row.getByTestId('invoice-payments').click();
  const dialog = page.getByRole('dialog', { name: `Sąskaitos faktūros ${invoice.invoice_number} mokėjimai` });
  await expect(dialog.getByTestId('no-payments')).toHaveText('Mokėjimų dar neužregistruota.');
  await expect(dialog.getByTestId('payment-date')).toHaveValue(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date()));

  // A partial payment typed with the decimal comma.
  await recordPayment(dialog, '12,50', 'SEB-0001');
  await expect(dialog.getByTestId('payments-message')).toContainText(`mokėjimas: ${money(12.5, lt)}. Dabar neapmokėta: ${money(rest, lt)}.`);
  await expect(dialog.getByTestId('payable-paid')).toHaveText(money(12.5, lt));
  await expect(dialog.getByTestId('payable-open')).toHaveText(money(rest, lt));
  await expect(row.getByTestId('document-open-amount')).toHaveText(`Neapmokėta ${money(rest, lt)}`);
  await expect(dialog.getByTestId('payment-row')).toHaveCount(1);
  await expect(dialog.getByTestId('payment-row')).toContainText('SEB-0001');
  await expect(dialog.getByTestId('payment-row')).toContainText('Įvesta rankiniu būdu');

  // The rest: nothing is open, the invoice is paid.
  await recordPayment(dialog, typed(rest, lt));
  await expect(dialog.getByTestId('payable-open')).toHaveText(money(0, lt));
  await expect(dialog.getByTestId('payable-settled')).toHaveText('Apmokėta visa suma');
  await expect(row.getByTestId('invoice-status-select')).toHaveValue('paid');

  // The first payment is reversed with a reason: 12,50 € is open again and the invoice is sent again.
  const first = dialog.getByTestId('payment-row').filter({ hasText: 'SEB-0001' });
  await first.getByTestId('reverse-payment').click();
  const reverse = dialog.getByTestId('reverse-payment-form');
  await expect(reverse).toContainText('galutinis');
  await reverse.getByTestId('confirm-reverse').click();
  await expect(reverse.getByText('Nurodykite, kodėl mokėjimas atšaukiamas')).toBeVisible();
  await reverse.getByTestId('reverse-reason').fill('Mokėjimas priskirtas ne tai sąskaitai');
  await reverse.getByTestId('confirm-reverse').click();
  await expect(dialog.getByTestId('payments-message')).toHaveText(`Mokėjimas (${money(12.5, lt)}) atšauktas. Dabar neapmokėta: ${money(12.5, lt)}.`);
  await expect(dialog.getByTestId('payable-open')).toHaveText(money(12.5, lt));
  await expect(first.getByTestId('payment-reversed')).toHaveText('Atšauktas');
  await expect(first.getByTestId('reverse-payment')).toHaveCount(0);
  const reversal = dialog.getByTestId('payment-row').filter({ hasText: 'Atšaukimas' });
  await expect(reversal).toContainText('Mokėjimas priskirtas ne tai sąskaitai');
  await expect(reversal.getByTestId('payment-amount-cell')).toHaveText(money(-12.5, lt));
  await expect(row.getByTestId('invoice-status-select')).toHaveValue('sent');

  // More than is open: the server's refusal, naming what is open, in Lithuanian.
  await recordPayment(dialog, '100,00');
  await expect(dialog.getByTestId('payment-refusal')).toHaveText(
    `Mokėjimas didesnis už neapmokėtą ${invoice.invoice_number} sumą: ${money(12.5, lt)}`,
  );
  await expect(dialog.getByTestId('payment-row')).toHaveCount(3);
});

test('in English, from the order page the administrator marks the invoice paid by hand, reverses that payment, meets the overpayment refusal, and the customer sees paid and open', async ({
  page,
}) => {
  const { customer, order, invoice } = await invoiced(page);
  const en = 'en-US' as const;
  const rest = (cents(invoice.total_amount) - 1250) / 100;

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/invoices?search=${invoice.invoice_number}`);
  const row = page.getByTestId('admin-invoice-row').filter({ hasText: invoice.invoice_number });

  // "Paid" chosen by hand asks the day and a note, and says it records a payment of what is open.
  await row.getByTestId('invoice-status-select').selectOption('paid');
  const markPaid = page.getByRole('dialog', { name: `Mark invoice ${invoice.invoice_number} as paid?` });
  await expect(markPaid).toContainText(`This records a payment of the open amount, ${money(invoice.total_amount, en)}, on the day below.`);
  await markPaid.getByTestId('mark-paid-note').fill('Paid in cash at the warehouse');
  await markPaid.getByRole('button', { name: 'Mark as paid', exact: true }).click();
  await expect(markPaid).toHaveCount(0);
  await expect(row.getByTestId('invoice-status-select')).toHaveValue('paid');
  await expect(row.getByTestId('document-open-amount')).toHaveText(`Open ${money(0, en)}`);

  // Overdue chosen by hand, with nothing open past due, is shown as set by hand.
  await row.getByTestId('invoice-status-select').selectOption('overdue');
  await expect(row.getByTestId('invoice-status-by-hand')).toHaveText('Set by hand');

  // The order page's documents open the same payments: the status payment is there, and is reversed.
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByTestId('invoice-payments').click();
  const dialog = page.getByRole('dialog', { name: `Payments of invoice ${invoice.invoice_number}` });
  const byStatus = dialog.getByTestId('payment-row').filter({ hasText: 'Status set to paid' });
  await expect(byStatus).toContainText('Paid in cash at the warehouse');
  await byStatus.getByTestId('reverse-payment').click();
  await dialog.getByTestId('reverse-reason').fill('The cash was counted twice');
  await dialog.getByTestId('confirm-reverse').click();
  await expect(dialog.getByTestId('payable-open')).toHaveText(money(invoice.total_amount, en));

  // A partial payment in English, then one above what is open.
  await recordPayment(dialog, '12.50');
  await expect(dialog.getByTestId('payable-open')).toHaveText(money(rest, en));
  await recordPayment(dialog, typed(invoice.total_amount, en));
  await expect(dialog.getByTestId('payment-refusal')).toHaveText(`The payment is more than is open on ${invoice.invoice_number}: ${money(rest, en)}`);
  await expect(dialog.getByTestId('payable-paid')).toHaveText(money(12.5, en));
  await page.keyboard.press('Escape');
  await logOut(page);

  // The customer's invoices say what is paid and open, and so does the invoice they open.
  await logIn(page, customer.email, customer.password);
  await page.goto('/orders?tab=invoices');
  const own = page.getByTestId('invoice-row').filter({ hasText: invoice.invoice_number });
  await expect(own.getByTestId('document-paid')).toHaveText(`Paid ${money(12.5, en)}`);
  await expect(own.getByTestId('document-open')).toHaveText(`Open ${money(rest, en)}`);
  await own.getByTestId('view-invoice').click();
  const modal = page.getByTestId('document-modal');
  await expect(modal.getByTestId('document-open')).toHaveText(`Open ${money(rest, en)}`);
});
