import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, orderPlacedByNewCustomer } from './helpers.ts';

// Decision 097: the document lists' CSV export and column choice, and the
// screens that were wrong at 1440 px, with a reversed range, in the credit-note form and on paper.

test.use({ viewport: { width: 1440, height: 900 } });

async function asAdmin(page: Page, language: 'en' | 'lt' = 'en', who = { email: 'admin@example.com', password: 'admin1234' }) {
  await logIn(page, who.email, who.password);
  await page.evaluate((lang) => localStorage.setItem('wholesale.language', lang), language);
}

test('an accountant in Lithuanian exports the invoices of a month with the list’s filters, and hides a column that stays hidden', async ({
  page,
}) => {
  const { order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
  const headers = await adminHeaders(page);
  await endOrder(page, headers, order.id);
  const invoice = (await (await page.request.get(`/api/invoices/order/${order.id}`, { headers })).json()).invoice;
  const month = (invoice.issue_date as string).slice(0, 7);
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

  // The demo seed's accountant (decision 092): documents, payments and exports, nothing else.
  await asAdmin(page, 'lt', { email: 'accountant@example.com', password: 'staff1234' });
  await page.goto(`/admin/invoices?from=${month}-01&to=${month}-${last}&search=${invoice.invoice_number}`);
  await expect(page.getByTestId('admin-invoice-row')).toHaveCount(1);
  await expect(page.getByTestId('export-list-button')).toHaveText('Eksportuoti CSV');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-list-button').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoices-${month}.csv`);
  const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFnumber;order_number;issue_date;due_date;status;overdue;buyer_name;buyer_email;net;vat;total;paid;open;paid_date;currency',
  );
  expect(lines.slice(1, -1)).toHaveLength(1);
  expect(lines[1]).toContain(`${invoice.invoice_number};${order.order_number};`);

  // The e-mail column hidden: gone from the table, and still gone after a reload.
  const emailHeader = page.getByRole('columnheader', { name: 'El. paštas' });
  await expect(emailHeader).toBeVisible();
  await page.getByTestId('column-choice').locator('summary').click();
  await page.getByTestId('column-choice-email').uncheck();
  await expect(emailHeader).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('admin-invoice-row')).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: 'El. paštas' })).toHaveCount(0);
  await page.evaluate(() => localStorage.removeItem('wholesale.documentColumns.invoices'));
});

test('at 1440 px the products table shows each row’s Delete without scrolling sideways', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/products');
  const row = page.getByTestId('product-row').first();
  const remove = row.getByRole('button', { name: /^Delete/ });
  await expect(remove).toBeVisible();
  const table = page.getByRole('region', { name: 'Products', exact: true });
  const [button, frame] = [await remove.boundingBox(), await table.boundingBox()];
  expect(button!.x + button!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
  await expect(remove).toBeInViewport();
});

test('a reversed range of days on the orders list shows its error alone: no count, no pages, and nothing is asked', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/orders');
  await expect(page.getByTestId('orders-count')).not.toBeEmpty();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/orders/admin/all')) asked.push(request.url());
  });
  await page.getByTestId('orders-to').fill('2026-01-01');
  await page.getByTestId('orders-from').fill('2026-02-01');
  await expect(page.getByText('The start date must not be after the end date').first()).toBeVisible();
  await expect(page.getByTestId('orders-count')).toBeEmpty();
  await expect(page.getByRole('navigation', { name: /pag/i })).toHaveCount(0);
  await expect(page.getByTestId('order-row')).toHaveCount(0);
  expect(asked.filter((url) => url.includes('from=2026-02-01') && url.includes('to=2026-01-01'))).toEqual([]);
});

test('the credit-note form opens beside the invoice, which keeps its size; the printed order is headed by the seller', async ({ page }) => {
  const { order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
  const headers = await adminHeaders(page);
  await endOrder(page, headers, order.id);
  const invoice = (await (await page.request.get(`/api/invoices/order/${order.id}`, { headers })).json()).invoice;

  await asAdmin(page);
  await page.goto(`/admin/invoices?search=${invoice.invoice_number}`);
  await page.getByTestId('view-invoice-admin').first().click();
  const body = page.getByTestId('document-body');
  await expect(page.getByTestId('document-seller')).toBeVisible();
  await page.getByTestId('open-credit-note').click();
  await expect(page.getByTestId('credit-note-form')).toBeVisible();
  const box = (await body.boundingBox())!;
  expect(box.width).toBeGreaterThan(600);
  expect(box.height).toBeGreaterThan(500);
  await page.getByTestId('close-document').click();

  await page.goto(`/admin/orders/${order.id}`);
  const company = (await (await page.request.get('/api/company/info')).json()).company;
  const popup = page.waitForEvent('popup');
  await page.getByTestId('print-order').click();
  const sheet = await popup;
  await expect(sheet.getByTestId('print-seller')).toContainText(company.name);
  await sheet.close();
});

test('the bug-report picture of a long orders list scrolled down shows what the window shows, not the top of the page', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/orders');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await page.mouse.wheel(0, 600);
  await page.waitForFunction(() => window.scrollY > 300);
  // A marker 100 px below the window's top edge, in the page (it scrolls with it), so far down the page that
  // a picture of the page's top never holds it.
  await page.evaluate(() => {
    const marker = document.createElement('div');
    marker.style.cssText = `position:absolute;left:0;top:${window.scrollY + 100}px;width:200px;height:60px;background:rgb(255,0,255);z-index:2147483647`;
    document.body.append(marker);
  });
  await page.getByTestId('bug-report-button').click();
  await page.getByTestId('bug-report-dialog').getByLabel('What happened?').fill('Blank picture');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/bug-reports') && response.request().method() === 'POST');
  await page.getByTestId('bug-report-submit').click();
  const { id } = await (await answered).json();
  const shot = await page.request.get(`/api/bug-reports/${id}/screenshot`, { headers: await adminHeaders(page) });
  expect(shot.headers()['content-type']).toBe('image/jpeg');
  const pixel = await page.evaluate(
    async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      // The marker's middle at half size: 50 px in, 65 px down.
      const [red, green, blue] = context.getImageData(50, 65, 1, 1).data;
      return { red, green, blue };
    },
    (await shot.body()).toString('base64'),
  );
  expect(pixel.red).toBeGreaterThan(200);
  expect(pixel.green).toBeLessThan(80);
  expect(pixel.blue).toBeGreaterThan(200);
});
