import { expect, test } from './fixtures.ts';
import { adminHeaders, approvedCustomer, endOrder, logIn } from './helpers.ts';

test('a buyer opens a past order from its card and reads every line, the totals, the addresses, the invoice and the status history, in English and Lithuanian', async ({
  page,
}) => {
  const customer = await approvedCustomer(page);
  const auth = {
    authorization: `Bearer ${(await (await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json()).token}`,
  };
  const address = (
    await (
      await page.request.post('/api/users/addresses', {
        headers: auth,
        data: { address_name: 'Sandėlis', street_address: 'Savanorių pr. 9', city: 'Kaunas', country: 'Lithuania', tobacco_license: 'TL-4242' },
      })
    ).json()
  ).address;
  const { products } = await (await page.request.get('/api/products?limit=50', { headers: auth })).json();
  const chosen = products.filter((p: { stock: number; min_order_quantity: number }) => p.stock >= p.min_order_quantity).slice(0, 4);
  for (const product of chosen)
    await page.request.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity } });
  const placed = await page.request.post('/api/orders', { headers: auth, data: { shipping_address_id: address.id, accept_tax_notice: true } });
  const { order } = await placed.json();
  await endOrder(page, await adminHeaders(page), order.id);

  await logIn(page, customer.email, customer.password);
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: order.order_number });
  await expect(card.getByTestId('order-more-items')).toHaveText('+1 more item');
  await card.getByTestId('order-details-link').click();
  await expect(page).toHaveURL(`/orders/${order.id}`);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-line')).toHaveCount(4);
  for (const product of chosen) await expect(detail.getByTestId('order-lines')).toContainText(product.sku);
  await expect(detail.getByTestId('order-totals')).toContainText('Order completion fee');
  await expect(detail).toContainText('Savanorių pr. 9');
  await expect(detail).toContainText('TL-4242');
  await expect(detail.getByRole('button', { name: 'View Invoice' })).toBeVisible();
  await expect(detail.getByTestId('order-history').getByRole('listitem')).toHaveCount(3);
  await expect(detail.getByTestId('order-history')).toContainText('Confirmed');

  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.reload();
  await expect(page.getByRole('heading', { name: `Užsakymas ${order.order_number}` })).toBeVisible();
  await expect(page.getByTestId('order-totals')).toContainText('Užsakymo įvykdymo mokestis');
  await expect(page.getByRole('heading', { name: 'Būsenų istorija' })).toBeVisible();
});
