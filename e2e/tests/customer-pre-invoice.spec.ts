import { expect, test } from './fixtures.ts';
import { logIn, orderPlacedByNewCustomer } from './helpers.ts';

test("a customer generates a pre-invoice on the shop's terms: the card shows them, the request carries none, the pre-invoice has 100 % prepayment", async ({
  page,
}) => {
  const { customer, order } = await orderPlacedByNewCustomer(page);
  const admin = await (await page.request.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin1234' } })).json();
  const confirmed = await page.request.patch(`/api/orders/admin/${order.id}/status`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);

  await logIn(page, customer.email, customer.password);
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: order.order_number });
  await expect(card.getByTestId('pre-invoice-terms')).toHaveText('Pre-invoice terms: 100 % prepayment, valid 30 days');
  await expect(card.getByRole('spinbutton')).toHaveCount(0);

  const request = page.waitForRequest((r) => r.url().endsWith(`/api/pre-invoices/create-from-order/${order.id}`) && r.method() === 'POST');
  await card.getByTestId('generate-pre-invoice').click();
  expect((await request).postData()).toBeNull();
  await expect(card.getByTestId('pre-invoice-created')).toContainText(/Pre-invoice HWP-\d{4}-\d{5} generated\./);
  await expect(card.getByTestId('pre-invoice-terms')).toHaveCount(0);

  await card.getByTestId('pre-invoices-link').click();
  await page.getByTestId('pre-invoice-row').filter({ hasText: order.order_number }).getByTestId('view-pre-invoice').click();
  const modal = page.getByTestId('document-modal');
  const prepayment = modal
    .getByTestId('document-details')
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: /^Prepayment$/ }) });
  await expect(prepayment.locator('dd')).toHaveText('100 %');
  await expect(modal.getByTestId('prepayment-notice')).toHaveCount(0);
});
