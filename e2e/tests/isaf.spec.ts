import { readFile } from 'node:fs/promises';
import { isafSchemaErrors } from '../../apps/api/src/test/isaf-schema.ts';
import { expect, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, orderPlacedByNewCustomer } from './helpers.ts';

test("the administrator sees the i.SAF deadline on the dashboard and downloads the month's i.SAF file, which VMI's schema accepts, with the new invoice in it", async ({
  page,
}) => {
  const { order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
  const headers = await adminHeaders(page);
  await endOrder(page, headers, order.id);
  const invoice = (await (await page.request.get(`/api/invoices/order/${order.id}`, { headers })).json()).invoice;

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/dashboard');
  await expect(page.getByTestId('isaf-reminder')).toContainText(
    /i\.SAF file, for .+ \d{4}, is due at VMI by|i\.SAF file for .+ \d{4} is due at VMI by/,
  );

  await page.goto('/admin/invoices');
  const panel = page.getByTestId('isaf-download');
  const month = (invoice.issue_date as string).slice(0, 7);
  await panel.getByLabel('Month').selectOption(month);
  const download = page.waitForEvent('download');
  await panel.getByTestId('isaf-download-button').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`isaf-${month}.xml`);
  const xml = await readFile((await file.path())!, 'utf8');
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<iSAFFile xmlns="http:\/\/www.vmi.lt\/cms\/imas\/isaf"/);
  expect(xml).toContain(`<InvoiceNo>${invoice.invoice_number}</InvoiceNo>`);
  expect(await isafSchemaErrors(xml)).toEqual([]);
});
