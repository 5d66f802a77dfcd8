import { expect, test } from './fixtures.ts';
import { adminHeaders, approvedCustomer, endOrder, logIn, unique } from './helpers.ts';

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

test('a buyer with more orders than one page holds pages through them newest first, keeps the page in the address, and filters a status from page 1, in English and Lithuanian', async ({
  page,
}) => {
  const headers = await adminHeaders(page);
  // A product of this journey's own, so its 23 orders never take stock another journey counts on.
  const created = await page.request.post('/api/products', {
    headers,
    data: { brand: 'E2E Pages', name: `Puslapiai ${unique()}`, flavor: 'Mint', weight: '50g', price: 10, stock: 1000 },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()).product as { id: number; min_order_quantity?: number };
  const customer = await approvedCustomer(page);
  const auth = {
    authorization: `Bearer ${(await (await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json()).token}`,
  };
  const address = (
    await (
      await page.request.post('/api/users/addresses', {
        headers: auth,
        data: {
          address_name: 'Sandėlis',
          street_address: 'Savanorių pr. 9',
          city: 'Kaunas',
          country: 'Lithuania',
          tobacco_license: `TL-${unique()}`,
        },
      })
    ).json()
  ).address;
  const orders: Array<{ id: number; order_number: string }> = [];
  for (let i = 0; i < 23; i++) {
    await page.request.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity ?? 1 } });
    const placed = await page.request.post('/api/orders', { headers: auth, data: { shipping_address_id: address.id, accept_tax_notice: true } });
    expect(placed.status()).toBe(201);
    orders.push((await placed.json()).order);
  }
  // The oldest is cancelled: the status filter finds it alone.
  expect((await page.request.post(`/api/orders/${orders[0]!.id}/cancel`, { headers })).status()).toBe(200);
  const newestFirst = [...orders].reverse().map((order) => order.order_number);

  await logIn(page, customer.email, customer.password);
  await page.goto('/orders');
  const cards = page.getByTestId('order-card');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toHaveAttribute('data-order-number', newestFirst[0]!);
  await expect(page.getByText('23 orders')).toBeVisible();
  await expect(pager).toContainText('Page 1 of 2');

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(cards).toHaveCount(3);
  expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-order-number')))).toEqual(newestFirst.slice(20));
  // A reload shows the same page; Back returns to the first.
  await page.reload();
  await expect(cards).toHaveCount(3);
  await expect(pager).toContainText('Page 2 of 2');
  await page.goBack();
  await expect(cards).toHaveCount(20);
  await page.goForward();
  await expect(cards).toHaveCount(3);

  // Choosing a status starts at its first page.
  await page.getByTestId('order-status-filter').selectOption('cancelled');
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-order-number', orders[0]!.order_number);
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  await expect(pager).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/orders?page=2');
  await expect(cards).toHaveCount(3);
  await expect(page.getByText('23 užsakymai')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Puslapiai' })).toContainText('2 puslapis iš 2');
  await page.getByRole('navigation', { name: 'Puslapiai' }).getByRole('button', { name: 'Ankstesnis' }).click();
  await expect(cards).toHaveCount(20);
  await expect(page).not.toHaveURL(/page=/);
});
