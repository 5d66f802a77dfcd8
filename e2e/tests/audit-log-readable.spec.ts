import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { adminHeaders, logIn, orderPlacedByNewCustomer } from './helpers.ts';
import { expectNoEnglishWords } from './lithuanian-words.ts';

// Decision 095: an operator reading in Lithuanian finds an order's entries by its number, worded,
// with sign-ins hidden, and downloads what the filter shows.
test('an administrator reading in Lithuanian finds an order by its number in the audit log, reads the change in words and downloads it as CSV', async ({
  page,
}) => {
  const { order } = await orderPlacedByNewCustomer(page);
  const headers = await adminHeaders(page);
  expect((await page.request.patch(`/api/orders/admin/${order.id}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { name: 'Veiksmų žurnalas' })).toBeVisible();
  await expect(page.getByTestId('audit-count')).toContainText('Prisijungimai paslėpti');
  await expect(page.locator('[data-testid="audit-action"][data-action^="login."]')).toHaveCount(0);

  await page.getByTestId('audit-reference').fill(order.order_number.toLowerCase());
  await expect(page).toHaveURL(/reference=/);
  const entry = page.getByTestId('audit-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('audit-action')).toHaveText('Pakeista užsakymo būsena');
  await expect(entry.getByTestId('audit-record')).toContainText(`Užsakymas ${order.order_number}`);
  await expect(entry.getByTestId('audit-changes')).toContainText('Būsena');
  await expect(entry.getByTestId('audit-changes')).toContainText('Gautas');
  await expect(entry.getByTestId('audit-changes')).toContainText('Patvirtintas');
  const company = (await entry.getByTestId('audit-record').innerText()).split('\n').at(-1) ?? '';
  await expectNoEnglishWords(page, [company, 'admin@example.com']);

  const download = page.waitForEvent('download');
  await page.getByTestId('audit-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('at;actor;group;action;record;record_id;reference;label;changes');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`;orders;order.status;order;${order.id};${order.order_number};`);
});
