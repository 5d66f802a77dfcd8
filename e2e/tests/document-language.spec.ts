import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { pdfText } from '../../apps/api/src/test/pdf-text.ts';
import { expect, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, orderPlacedByNewCustomer } from './helpers.ts';

/** Downloads the viewer's PDF and answers its file name and text. */
async function downloadFrom(page: Page, viewer: Locator) {
  const download = page.waitForEvent('download');
  await viewer.getByTestId('download-pdf').click();
  const file = await download;
  return { name: file.suggestedFilename(), text: (await pdfText(await readFile((await file.path())!))).replace(/\s+/g, ' ') };
}

test('an administrator reading in Lithuanian downloads a Lithuanian copy of an English customer’s invoice, and an English one on request', async ({
  page,
}) => {
  const { order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
  await endOrder(page, await adminHeaders(page), order.id);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/admin/invoices');
  await page.getByTestId('admin-invoice-row').filter({ hasText: order.order_number }).getByTestId('view-invoice-admin').click();
  const viewer = page.getByTestId('document-modal');
  const language = viewer.getByRole('combobox', { name: 'PDF kalba' });
  await expect(language).toHaveValue('lt');

  const lithuanian = await downloadFrom(page, viewer);
  expect(lithuanian.name).toMatch(/^saskaita-HW-\d{4}-\d{5}\.pdf$/);
  expect(lithuanian.text).toContain('PVM SĄSKAITA FAKTŪRA');
  expect(lithuanian.text).toContain('Sąskaitą išrašė');

  await language.selectOption({ label: 'English' });
  const english = await downloadFrom(page, viewer);
  expect(english.name).toMatch(/^invoice-HW-\d{4}-\d{5}\.pdf$/);
  expect(english.text).toContain('Issued by');
  expect(english.text).not.toContain('PVM SĄSKAITA FAKTŪRA');
});
