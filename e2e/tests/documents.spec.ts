import { expect, test } from './fixtures.ts';
import { approvedCustomer, logIn, logOut } from './helpers.ts';

test('the administrator issues a pre-invoice, marks it paid and ends the order; the customer opens the invoice and downloads its PDF', async ({ page }) => {
  // A customer places an order through the API (the checkout journey covers the screens).
  const customer = await approvedCustomer(page);
  const session = await (await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const auth = { authorization: `Bearer ${session.token}` };
  const address = await (await page.request.post('/api/users/addresses', { headers: auth, data: { address_name: 'Shop', street_address: 'Gedimino pr. 5', city: 'Vilnius', country: 'Lithuania', tobacco_license: 'TL-9001' } })).json();
  const products = await (await page.request.get('/api/products?brand=Adalya&limit=20', { headers: auth })).json();
  const product = products.products.find((p: { stock: number; min_order_quantity: number }) => p.stock >= p.min_order_quantity);
  await page.request.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity } });
  const { order } = await (await page.request.post('/api/orders', { headers: auth, data: { shipping_address_id: address.address.id, accept_tax_notice: true } })).json();

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByTestId('status-button-confirmed').click();
  await expect(page.getByText(`Order ${order.order_number} is now Confirmed.`)).toBeVisible();
  await page.getByTestId('generate-pre-invoice-admin').click();
  await page.getByTestId('view-pre-invoice-admin').click();
  const modal = page.getByTestId('document-modal');
  await expect(modal.getByTestId('document-number')).toHaveText(/^HWP-\d{4}-\d{5}$/);
  await modal.getByTestId('pre-invoice-mark-sent').click();
  await modal.getByTestId('pre-invoice-mark-paid').click();
  await expect(modal).toContainText(/paid/i);
  await page.keyboard.press('Escape');
  await page.getByTestId('status-button-ended').click();
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
