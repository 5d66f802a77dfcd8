import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { expect, shopDataDir, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, orderPlacedByNewCustomer } from './helpers.ts';

// Decision 080: the customer's own balance in English and in Lithuanian, and what
// each customer owes on the administrators' receivables page in English.

const money = (amount: number, locale: 'lt-LT' | 'en-US') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date());
const dayAfter = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * The server has no clock to turn back: an invoice "due 12 days ago" is one whose due date is moved there
 * in the journey's database (the shop's only SQLite file).
 */
function dueDaysAgo(invoiceId: number, days: number): void {
  const db = new DatabaseSync(path.join(shopDataDir(), 'shop.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('UPDATE invoices SET due_date = ? WHERE id = ?').run(dayAfter(today(), -days), invoiceId);
  } finally {
    db.close();
  }
}

/** A new customer's ended order, its invoice due `days` days ago, and 5 € of it paid. */
async function lateInvoice(page: Page, days: number) {
  const headers = await adminHeaders(page);
  const { customer, order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
  await endOrder(page, headers, order.id);
  const invoice = (await (await page.request.get(`/api/invoices/order/${order.id}`, { headers })).json()).invoice as {
    id: number;
    invoice_number: string;
    total_amount: number;
  };
  expect(invoice.total_amount).toBeGreaterThan(5);
  dueDaysAgo(invoice.id, days);
  const paid = await page.request.post(`/api/invoices/admin/${invoice.id}/payments`, {
    headers,
    data: { amount: 5, paid_on: today(), reference: 'SEB-LIKUTIS' },
  });
  expect(paid.status()).toBe(201);
  return { customer, invoice, open: Math.round(invoice.total_amount * 100 - 500) / 100 };
}

/** What the customer reads on its balance page, in each language (locales/*.account.json, balance and dashboard.actions). */
const BALANCE_TEXTS = {
  en: {
    name: 'English',
    locale: 'en-US',
    link: /My balance/,
    title: 'Your balance',
    open: 'Open amount',
    openInvoices: '1 open invoice',
    overdueInvoices: '1 invoice past its due date',
    late: '12 days overdue',
    payments: 'Payments received',
  },
  lt: {
    name: 'Lithuanian',
    locale: 'lt-LT',
    link: /Mano likutis/,
    title: 'Jūsų likutis',
    open: 'Neapmokėta suma',
    openInvoices: '1 neapmokėta sąskaita faktūra',
    overdueInvoices: '1 sąskaita faktūra pradelsta',
    late: 'Pradelsta 12 dienų',
    payments: 'Gauti mokėjimai',
  },
} as const;

for (const language of ['en', 'lt'] as const) {
  const text = BALANCE_TEXTS[language];
  const inEuros = (amount: number) => money(amount, text.locale);

  test(`in ${text.name}, a customer opens its balance from the dashboard: what is open and overdue, the late invoice with its PDF, and the payment received`, async ({
    page,
  }) => {
    const { customer, invoice, open } = await lateInvoice(page, 12);

    await logIn(page, customer.email, customer.password);
    await page.evaluate((chosen) => localStorage.setItem('wholesale.language', chosen), language);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: text.link }).click();
    await expect(page).toHaveURL('/account/balance');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    await expect(page.getByTestId('balance-open')).toContainText(text.open);
    await expect(page.getByTestId('balance-open')).toContainText(inEuros(open));
    await expect(page.getByTestId('balance-open')).toContainText(text.openInvoices);
    await expect(page.getByTestId('balance-overdue')).toContainText(inEuros(open));
    await expect(page.getByTestId('balance-overdue')).toContainText(text.overdueInvoices);

    // Only its own invoice, with what is paid and open and how late it is.
    const rows = page.getByTestId('balance-invoice');
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ hasText: invoice.invoice_number });
    await expect(row.getByTestId('invoice-paid')).toHaveText(inEuros(5));
    await expect(row.getByTestId('invoice-open')).toHaveText(inEuros(open));
    await expect(row.getByTestId('invoice-late')).toHaveText(text.late);

    // Its PDF downloads through the customer's own PDF route.
    const download = page.waitForEvent('download');
    await row.getByTestId('download-pdf').click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    const payment = page.getByTestId('balance-payment');
    await expect(page.getByRole('heading', { name: text.payments })).toBeVisible();
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText(inEuros(5));
    await expect(payment).toContainText(invoice.invoice_number);
    await expect(payment).toContainText('SEB-LIKUTIS');
  });
}

test('in English, the administrator goes from the dashboard card to the receivables, finds a late payer in its bucket, sorts, moves the day and downloads the CSV', async ({
  page,
}) => {
  const en = 'en-US' as const;
  const { customer, open } = await lateInvoice(page, 45);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'en'));
  await page.goto('/dashboard');
  const card = page.getByTestId('dashboard-receivables');
  await expect(card).toContainText('Overdue');
  await page.getByTestId('dashboard-receivables-link').click();
  await expect(page).toHaveURL(/\/admin\/receivables/);
  await expect(page.getByRole('heading', { level: 1, name: 'Receivables' })).toBeVisible();

  // 45 days past due: 31–60 days; the rest of the row's buckets are empty.
  const row = page.locator(`[data-testid="receivables-row"][data-user-id="${customer.id}"]`);
  await expect(row.getByTestId('receivables-open')).toHaveText(money(open, en));
  await expect(row.getByTestId('receivables-overdue')).toHaveText(money(open, en));
  await expect(row.getByTestId('receivables-days_31_60')).toHaveText(money(open, en));
  await expect(row.getByTestId('receivables-days_1_30')).toHaveText(money(0, en));
  await expect(row).toContainText('45 days overdue');
  await expect(page.getByTestId('receivables-total')).toContainText(/Total \(\d+ customers?\)/);

  // Sorted by company, A to Z, then Z to A.
  await page.getByTestId('receivables-sort-company').click();
  await expect(page).toHaveURL(/sort=company&order=asc/);
  await expect(page.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByTestId('receivables-sort-company').click();
  await expect(page.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'descending');

  // Twenty days on, the invoice is 65 days past due.
  await page.getByTestId('receivables-as-of').fill(dayAfter(today(), 20));
  await expect(row.getByTestId('receivables-days_61_90')).toHaveText(money(open, en));
  await expect(row.getByTestId('receivables-days_31_60')).toHaveText(money(0, en));

  // The CSV a Lithuanian spreadsheet opens: BOM, `;`, decimal comma, the total row last.
  const download = page.waitForEvent('download');
  await page.getByTestId('receivables-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receivables-${dayAfter(today(), 20)}.csv`);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFFCompany;Company code;Credit limit;Open;Overdue;Not due;1-30 days;31-60 days;61-90 days;Over 90 days;')).toBe(true);
  expect(text).toContain(`;${open.toFixed(2).replace('.', ',')};`);
  expect(text.trimEnd().split('\r\n').at(-1)).toMatch(/^Total;;;\d+,\d{2};/);
});
