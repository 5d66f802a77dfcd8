import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { adminHeaders, approvedCustomer, endOrder, logIn, logOut, orderPlacedByNewCustomer, unique } from './helpers.ts';

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

/** A new customer of `company` whose `count` orders (one unit of a different in-stock product each) ended with their invoices. */
async function invoicesOfCompany(page: Page, company: string, count: number) {
  const api = page.request;
  const customer = await approvedCustomer(page);
  const headers = await adminHeaders(page);
  expect((await api.put(`/api/users/admin/${customer.id}`, { headers, data: { company_name: company } })).status()).toBe(200);
  const session = await (await api.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const auth = { authorization: `Bearer ${session.token}` };
  const address = await (
    await api.post('/api/users/addresses', {
      headers: auth,
      data: { address_name: 'Sandėlis', street_address: 'Pilies g. 7', city: 'Vilnius', country: 'Lithuania', tobacco_license: `TL-${unique()}` },
    })
  ).json();
  const listed = await (await api.get('/api/products?limit=100', { headers: auth })).json();
  // Spread over the demo catalogue, so no product runs out for the other journeys.
  const products = listed.products.filter((p: { stock: number; min_order_quantity: number }) => p.stock >= 3 * p.min_order_quantity);
  for (let i = 0; i < count; i++) {
    const product = products[i % products.length];
    await api.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity } });
    const placed = await api.post('/api/orders', { headers: auth, data: { shipping_address_id: address.address.id, accept_tax_notice: true } });
    expect(placed.status()).toBe(201);
    await endOrder(page, headers, (await placed.json()).order.id);
  }
  return customer;
}

test("an administrator finds a wholesaler's invoices by words typed without Lithuanian letters, filters them and pages through them", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = unique();
  const company = `Šiaurės Dūmai ${tag} UAB`;
  await invoicesOfCompany(page, company, 51);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/invoices');
  await page.getByTestId('documents-search').fill(`${tag} siaures dumai`);
  await expect(page.getByTestId('invoices-count')).toHaveText('51 invoices');
  await expect(page.getByTestId('admin-invoice-row')).toHaveCount(50);
  await expect(page.getByTestId('admin-invoice-row').first()).toContainText(company);
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('admin-invoice-row')).toHaveCount(1);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();

  // A status narrows the search and goes back to the first page; one invoice paid is the only one.
  const number = (await page.getByTestId('admin-invoice-row').getByTestId('invoice-number').textContent())!.trim();
  await page.getByTestId('admin-invoice-row').getByTestId('invoice-status-select').selectOption('paid');
  // Paid by hand records a payment of what is open (decision 078): it asks the day first.
  await page
    .getByRole('dialog', { name: `Mark invoice ${number} as paid?` })
    .getByRole('button', { name: 'Mark as paid', exact: true })
    .click();
  await expect(page.getByText(`Invoice ${number} is now Paid.`)).toBeVisible();
  await page.getByTestId('invoice-status-filter').selectOption({ label: 'Paid' });
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByTestId('admin-invoice-row')).toHaveCount(1);
  await expect(page.getByTestId('invoice-number')).toHaveText(number);

  // Days: today holds them, a past month none; a reversed range is not asked.
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vilnius' }).format(new Date());
  // "All statuses" and a day chosen in one moment, before the page rendered the first: both are kept.
  await page.evaluate((day) => {
    const choose = (testId: string, value: string, event: string) => {
      const field = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-testid="${testId}"]`)!;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event(event, { bubbles: true }));
    };
    choose('invoice-status-filter', '', 'change');
    choose('documents-from', day, 'input');
  }, today);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(page).not.toHaveURL(/status=/);
  await page.getByTestId('documents-to').fill(today);
  await expect(page.getByTestId('invoices-count')).toHaveText('51 invoices');
  await page.getByTestId('documents-from').fill('2020-01-01');
  await page.getByTestId('documents-to').fill('2020-01-31');
  await expect(page.getByText('No invoices match these filters')).toBeVisible();

  // The filters stay in the address: a reload shows the same list, in Lithuanian too.
  await page.getByTestId('documents-from').fill(today);
  await page.getByTestId('documents-to').fill(today);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.reload();
  await expect(page.getByTestId('documents-search')).toHaveValue(`${tag} siaures dumai`);
  await expect(page.getByTestId('invoices-count')).toHaveText('51 sąskaita');
  await page.getByTestId('documents-clear-filters').click();
  await expect(page.getByTestId('documents-search')).toHaveValue('');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'en'));
});
