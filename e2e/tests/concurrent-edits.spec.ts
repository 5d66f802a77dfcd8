import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn, orderPlacedByNewCustomer, unique } from './helpers.ts';

async function adminHeaders(api: APIRequestContext) {
  const admin = await (await api.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin1234' } })).json();
  return { authorization: `Bearer ${admin.token}` };
}

test('two administrators edit the same product: the later save shows the stale-write notice, Reload shows the first save, and saving again succeeds', async ({
  page,
}) => {
  // A product of this journey's own, so no other journey sees its name change.
  const headers = await adminHeaders(page.request);
  const created = await page.request.post('/api/products', {
    headers,
    data: { brand: 'E2E Concurrency', name: `Original ${unique()}`, flavor: 'Mint', weight: '50g', price: 10, stock: 5, min_order_quantity: 1 },
  });
  expect(created.status()).toBe(201);
  const { product } = await created.json();

  await logIn(page, 'admin@example.com', 'admin1234');
  // A second tab of the same browser: the same session, its own copy of the form.
  const second = await page.context().newPage();
  const editUrl = `/admin/products?tab=edit&id=${product.id}`;
  await page.goto(editUrl);
  await second.goto(editUrl);
  const firstForm = page.getByTestId('product-form');
  const secondForm = second.getByTestId('product-form');
  await expect(firstForm.getByLabel(/^Name/)).toHaveValue(product.name);
  await expect(secondForm.getByLabel(/^Name/)).toHaveValue(product.name);

  const firstName = `First tab ${unique()}`;
  await firstForm.getByLabel(/^Name/).fill(firstName);
  await firstForm.getByTestId('save-product').click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();

  const secondName = `Second tab ${unique()}`;
  await secondForm.getByLabel(/^Name/).fill(secondName);
  await secondForm.getByTestId('save-product').click();
  const notice = second.getByTestId('stale-write-notice');
  await expect(notice).toContainText('This was changed by someone else since you opened it');
  await expect(second.getByText('Product updated successfully')).toHaveCount(0);

  await notice.getByTestId('stale-write-reload').click();
  await expect(notice).toHaveCount(0);
  await expect(secondForm.getByLabel(/^Name/)).toHaveValue(firstName);

  await secondForm.getByLabel(/^Name/).fill(secondName);
  await secondForm.getByTestId('save-product').click();
  await expect(second.getByText('Product updated successfully')).toBeVisible();
  const stored = await (await page.request.get(`/api/products/${product.id}`, { headers })).json();
  expect(stored.product.name).toBe(secondName);
});

test('an order with a pre-invoice cannot go back to received, and once ended its status buttons and Cancel are gone with the invoice note in their place', async ({
  page,
}) => {
  const { order } = await orderPlacedByNewCustomer(page);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByTestId('status-button-confirmed').click();
  await expect(page.getByText(`Order ${order.order_number} is now Confirmed.`)).toBeVisible();
  await page.getByTestId('generate-pre-invoice-admin').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Issue pre-invoice' }).click();
  await expect(page.getByTestId('status-button-received')).toBeDisabled();
  await expect(page.getByTestId('status-refusals')).toContainText('cancel the pre-invoice before moving the order back to Received');
  await expect(page.getByTestId('status-button-payed')).toBeEnabled();
  await expect(page.getByTestId('cancel-order')).toBeVisible();

  await page.getByTestId('status-button-ended').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete order' }).click();
  await expect(page.getByText(/An invoice was generated\./)).toBeVisible();
  await expect(page.getByTestId('status-final')).toHaveText('This order is completed.');
  await expect(page.locator('[data-testid^="status-button-"]')).toHaveCount(0);
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
  await expect(page.getByTestId('cannot-cancel')).toHaveText('Cannot cancel - invoice generated');

  // The list offers an ended order no other status.
  await page.goto('/admin/orders');
  const row = page.getByTestId('order-row').filter({ hasText: order.order_number });
  const select = row.getByTestId('status-select');
  await expect(select).toBeDisabled();
  await expect(select.locator('option')).toHaveText(['Completed']);
});
