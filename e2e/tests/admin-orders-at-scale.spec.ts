import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, approvedCustomer, logIn, unique } from './helpers.ts';

/**
 * Decision 045: the administrators' orders list at scale — search, filters and paging in the
 * address, and one status for many orders at once, where an order that cannot move says why.
 */

/** A new customer of the given company places `count` orders through the API; answers the orders, oldest first. */
async function ordersOfCompany(page: Page, company: string, count: number) {
  const api = page.request;
  const customer = await approvedCustomer(page);
  const headers = await adminHeaders(page);
  expect((await api.put(`/api/users/admin/${customer.id}`, { headers, data: { company_name: company } })).status()).toBe(200);
  const session = await (await api.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const auth = { authorization: `Bearer ${session.token}` };
  const address = await (
    await api.post('/api/users/addresses', {
      headers: auth,
      data: { address_name: 'Parduotuvė', street_address: 'Pilies g. 7', city: 'Vilnius', country: 'Lithuania', tobacco_license: `TL-${unique()}` },
    })
  ).json();
  const products = await (await api.get('/api/products?limit=50', { headers: auth })).json();
  const product = products.products.find((p: { stock: number; min_order_quantity: number }) => p.stock >= 10 * p.min_order_quantity);
  const orders: Array<{ id: number; order_number: string }> = [];
  for (let i = 0; i < count; i++) {
    await api.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity } });
    const placed = await api.post('/api/orders', { headers: auth, data: { shipping_address_id: address.address.id, accept_tax_notice: true } });
    expect(placed.status()).toBe(201);
    orders.push((await placed.json()).order);
  }
  return { customer, orders, headers };
}

const rowOf = (page: Page, orderNumber: string) => page.getByTestId('order-row').filter({ hasText: orderNumber });

test('an administrator finds an order by its company typed without Lithuanian letters and changes the status of three orders at once', async ({
  page,
}) => {
  const tag = unique();
  const company = `Žvaigždžių Dūmai ${tag} UAB`;
  const { orders, headers } = await ordersOfCompany(page, company, 4);
  // The fourth is cancelled first: it cannot move any more, and the list says so.
  expect((await page.request.post(`/api/orders/${orders[3]!.id}/cancel`, { headers })).status()).toBe(200);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/orders');
  await page.getByTestId('orders-search').fill(`zvaigzdziu dumai ${tag}`);
  await expect(page.getByTestId('order-row')).toHaveCount(4);
  await expect(page.getByTestId('orders-count')).toHaveText('4 orders');
  await expect(page).toHaveURL(/search=zvaigzdziu/);
  // The address keeps the search: a reload shows the same list.
  await page.reload();
  await expect(page.getByTestId('orders-search')).toHaveValue(`zvaigzdziu dumai ${tag}`);
  await expect(rowOf(page, orders[0]!.order_number)).toContainText(company);

  // Three received orders to Confirmed at once.
  for (const order of orders.slice(0, 3)) await rowOf(page, order.order_number).getByTestId('select-order').check();
  await expect(page.getByTestId('bulk-count')).toHaveText('3 orders selected');
  await page.getByTestId('bulk-status').selectOption({ label: 'Confirmed' });
  await expect(page.getByTestId('bulk-apply')).toHaveText('Change the status of 3 selected orders');
  await page.getByTestId('bulk-apply').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Change the status of 3 orders?');
  await expect(dialog).toContainText('The 3 selected orders become “Confirmed”.');
  await dialog.getByRole('button', { name: 'Change 3 orders' }).click();
  await expect(page.getByTestId('bulk-results')).toContainText('3 orders are now “Confirmed”.');
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
  for (const order of orders.slice(0, 3))
    await expect(rowOf(page, order.order_number).getByTestId('order-status')).toHaveAttribute('data-status', 'confirmed');

  // All four to Processing: the cancelled one is refused with its reason, the others move.
  await page.getByTestId('select-page').check();
  await expect(page.getByTestId('bulk-count')).toHaveText('4 orders selected');
  await page.getByTestId('bulk-status').selectOption({ label: 'Processing' });
  await page.getByTestId('bulk-apply').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change 4 orders' }).click();
  const results = page.getByTestId('bulk-results');
  await expect(results).toContainText('3 orders are now “Processing”.');
  await expect(results).toContainText('1 order was not changed:');
  await expect(results.getByTestId('bulk-refused-order')).toHaveText(`${orders[3]!.order_number}: A cancelled order cannot be changed`);
  await expect(rowOf(page, orders[3]!.order_number).getByTestId('order-status')).toHaveAttribute('data-status', 'cancelled');
  await expect(rowOf(page, orders[0]!.order_number).getByTestId('order-status')).toHaveAttribute('data-status', 'processing');

  // The customer filter: chosen by part of the company, shown with its name, removable.
  await page.getByTestId('orders-clear-filters').click();
  await expect(page.getByTestId('orders-search')).toHaveValue('');
  await page.getByTestId('customer-filter').fill(`dumai ${tag}`);
  await page.getByTestId('customer-suggestion').filter({ hasText: company }).click();
  await expect(page.getByTestId('customer-filter-chip')).toContainText(company);
  await expect(page).toHaveURL(/user_id=\d+/);
  await expect(page.getByTestId('order-row')).toHaveCount(4);
  await page.getByTestId('orders-status-filter').selectOption({ label: 'Cancelled' });
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('orders-count')).toHaveText('1 order');
});

test('in Lithuanian, the administrator changes the status of three orders at once and reads why one refuses', async ({ page }) => {
  const tag = unique();
  const company = `Šiaurės Kvapai ${tag} MB`;
  const { orders, headers } = await ordersOfCompany(page, company, 3);
  expect((await page.request.post(`/api/orders/${orders[2]!.id}/cancel`, { headers })).status()).toBe(200);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto(`/admin/orders?search=${encodeURIComponent(`SIAURES KVAPAI ${tag}`)}`);
  await expect(page.getByTestId('order-row')).toHaveCount(3);
  await expect(page.getByTestId('orders-count')).toHaveText('3 užsakymai');
  await page.getByTestId('select-page').check();
  await expect(page.getByTestId('bulk-count')).toHaveText('Pažymėti 3 užsakymai');
  await page.getByTestId('bulk-status').selectOption({ label: 'Vykdomas' });
  await expect(page.getByTestId('bulk-apply')).toHaveText('Keisti 3 pažymėtų užsakymų būseną');
  await page.getByTestId('bulk-apply').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Keisti 3 užsakymų būseną?');
  await expect(dialog).toContainText('Pažymėtų užsakymų (3) būsena bus pakeista į „Vykdomas“.');
  await dialog.getByRole('button', { name: 'Keisti 3 užsakymus' }).click();
  const results = page.getByTestId('bulk-results');
  await expect(results).toContainText('2 užsakymų būsena dabar – „Vykdomas“.');
  await expect(results).toContainText('1 užsakymas nepakeistas:');
  await expect(results.getByTestId('bulk-refused-order')).toHaveText(`${orders[2]!.order_number}: Atšaukto užsakymo keisti negalima`);

  // A day range in the address: today's orders are there, a range before them has none.
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vilnius' }).format(new Date());
  await page.getByTestId('orders-from').fill(today);
  await page.getByTestId('orders-to').fill(today);
  await expect(page.getByTestId('order-row')).toHaveCount(3);
  await page.getByTestId('orders-from').fill('2020-01-01');
  await page.getByTestId('orders-to').fill('2020-01-31');
  await expect(page.getByText('Pagal šiuos filtrus užsakymų nerasta')).toBeVisible();
});

test('a confirmed order offers no "Edit items", and cancelling its pre-invoice asks first', async ({ page }) => {
  const { orders, headers } = await ordersOfCompany(page, `Confirmed ${unique()} UAB`, 1);
  const order = orders[0]!;
  expect((await page.request.patch(`/api/orders/admin/${order.id}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);
  expect((await page.request.post(`/api/orders/admin/${order.id}/create-pre-invoice`, { headers, data: {} })).status()).toBe(201);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByTestId('items-locked')).toHaveText('Items can be changed only while the order is received.');
  await expect(page.getByTestId('edit-items')).toHaveCount(0);

  await page.getByTestId('view-pre-invoice-admin').click();
  const modal = page.getByTestId('document-modal');
  await modal.getByTestId('pre-invoice-cancel').click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'A cancelled pre-invoice cannot be used again.' });
  await expect(confirm).toContainText(/Cancel pre-invoice .+\?/);
  await confirm.getByRole('button', { name: 'Keep pre-invoice' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(modal.getByTestId('document-status').first()).toHaveAttribute('data-status', 'draft');

  await modal.getByTestId('pre-invoice-cancel').click();
  await confirm.getByRole('button', { name: 'Yes, cancel pre-invoice' }).click();
  await expect(modal.getByTestId('pre-invoice-action-message')).toContainText('is now Cancelled');
});
