import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, orderPlacedByNewCustomer } from './helpers.ts';

/** Clicks a download button and reads the saved file: its name and its lines (CRLF). */
async function downloaded(page: Page, testId: string): Promise<{ name: string; lines: string[] }> {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return { name: file.suggestedFilename(), lines: text.split('\r\n') };
}

test("an administrator reading in Lithuanian downloads the day's sales journal and payments for the accounting program, each with its header and the new invoice", async ({
  page,
}) => {
  const { order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
  const headers = await adminHeaders(page);
  await endOrder(page, headers, order.id);
  const invoice = (await (await page.request.get(`/api/invoices/order/${order.id}`, { headers })).json()).invoice;
  const day = invoice.issue_date as string;
  const paid = await page.request.post(`/api/invoices/admin/${invoice.id}/payments`, {
    headers,
    data: { amount: 10, paid_on: day, reference: 'E2E 1' },
  });
  expect(paid.status()).toBe(201);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/admin/invoices');
  const panel = page.getByTestId('accounting-export');
  await expect(panel.getByRole('heading')).toHaveText('Eksportas į apskaitą');
  await panel.getByTestId('accounting-from').fill(day);
  await panel.getByTestId('accounting-to').fill(day);
  await expect(panel.getByTestId('accounting-journal-button')).toHaveText('Parsisiųsti pardavimų žurnalą');

  const journal = await downloaded(page, 'accounting-journal-button');
  expect(journal.name).toBe(`journal-${day}_${day}.csv`);
  expect(journal.lines[0]).toBe(
    '\uFEFFdocument_type;cancelled;number;issue_date;buyer_name;company_code;vat_code;country;vat_rate;net;vat;total;currency;due_date;paid;corrected_invoice',
  );
  const row = journal.lines.find((line) => line.startsWith(`invoice;no;${invoice.invoice_number};${day};`));
  expect(row?.split(';').slice(8, 13)).toEqual([
    '21',
    ...[invoice.subtotal + invoice.shipping_amount, invoice.tax_amount, invoice.total_amount].map(comma),
    'EUR',
  ]);
  expect(row?.split(';')[14]).toBe('10,00');

  const payments = await downloaded(page, 'accounting-payments-button');
  expect(payments.name).toBe(`payments-${day}_${day}.csv`);
  expect(payments.lines[0]).toBe(
    '\uFEFFpaid_on;amount;document_type;document_number;pre_invoice_number;buyer_name;company_code;reference;source;note;payment_id;reverses_payment_id',
  );
  expect(payments.lines.some((line) => line.startsWith(`${day};10,00;invoice;${invoice.invoice_number};;`) && line.includes(';E2E 1;manual;'))).toBe(
    true,
  );
});

/** An amount as the files write it: two decimals, a decimal comma. */
const comma = (amount: number) => amount.toFixed(2).replace('.', ',');
