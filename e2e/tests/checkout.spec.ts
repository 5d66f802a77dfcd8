import { expect, test } from './fixtures.ts';
import { approvedCustomer, logIn, logOut } from './helpers.ts';

test('a customer adds products, adds an address, checks out and sees the order; the administrator confirms it after editing an item', async ({
  page,
}) => {
  const customer = await approvedCustomer(page);
  await logIn(page, customer.email, customer.password);

  // Two products from the catalogue, each at its minimum quantity.
  await page.goto('/products?brand=Adalya');
  const buyable = page.getByTestId('product-card').filter({ has: page.getByTestId('add-to-cart') });
  const ids = [await buyable.nth(0).getAttribute('data-product-id'), await buyable.nth(1).getAttribute('data-product-id')];
  for (const id of ids) {
    const card = page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);
    await card.getByTestId('add-to-cart').click();
    await card.getByTestId('confirm-add').click();
    await expect(card.getByTestId('added-badge')).toBeVisible();
  }
  await expect(page.getByTestId('cart-badge').filter({ visible: true })).toHaveText('2');

  // No address yet: the cart says so and checkout is closed.
  await page.getByTestId('nav-cart').filter({ visible: true }).click();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByTestId('no-address-notice')).toBeVisible();
  await expect(page.getByTestId('checkout-button')).toBeDisabled();

  await page.goto('/profile');
  await page.getByTestId('address-add').click();
  const form = page.getByTestId('address-form');
  await form.getByLabel(/^Address name/).fill('Main shop');
  await form.getByLabel(/^Tobacco licence number/).fill('TL-2026-0042');
  await form.getByLabel(/^Street address/).fill('Vilniaus g. 12');
  await form.getByLabel(/^City/).fill('Vilnius');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address-success')).toHaveText('Address added successfully!');

  await page.getByTestId('nav-cart').filter({ visible: true }).click();
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('tax-notice-error')).toHaveText('Please confirm the tax notice');
  await page.getByTestId('tax-notice').check();
  await page.getByTestId('order-notes').fill('Please call before delivery');
  await page.getByTestId('place-order').click();
  const orderNumber = (await page.getByTestId('order-confirmation').getByTestId('order-number').textContent())!.trim();
  expect(orderNumber).toMatch(/^ORD-\d{6}-\d{4}$/);
  await expect(page.getByTestId('cart-badge').filter({ visible: true })).toHaveCount(0);

  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveAttribute('data-status', 'received');
  await logOut(page);

  // The administrator raises a quantity while the order is received, then confirms it.
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/orders');
  await page
    .getByTestId('order-row')
    .filter({ hasText: orderNumber })
    .getByRole('link', { name: /view details/i })
    .click();
  const totalBefore = await page.getByTestId('order-total').textContent();
  await page.getByTestId('edit-items').click();
  const quantity = page.getByTestId('item-quantity').first();
  const raised = Number(await quantity.inputValue()) + 10;
  await quantity.fill(String(raised));
  await page.getByTestId('save-items').click();
  await expect(page.getByText('Order items saved. Totals and stock were updated.')).toBeVisible();
  await expect(page.getByTestId('item-quantity').first()).toHaveText(String(raised));
  await expect(page.getByTestId('order-total')).not.toHaveText(totalBefore!);
  await page.getByTestId('status-button-confirmed').click();
  await expect(page.getByText(`Order ${orderNumber} is now Confirmed.`)).toBeVisible();
  await logOut(page);

  // The customer sees the change.
  await logIn(page, customer.email, customer.password);
  await page.goto('/orders');
  const confirmed = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(confirmed.getByTestId('order-status')).toHaveAttribute('data-status', 'confirmed');
  await expect(confirmed.getByText(new RegExp(`^${raised} ×`))).toBeVisible();
});

test('a Lithuanian customer whose product sold down since it was put in the cart reads the refusal in Lithuanian, with the product and the units left', async ({
  page,
}) => {
  const customer = await approvedCustomer(page);
  const api = page.request;
  const session = await (await api.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const auth = { authorization: `Bearer ${session.token}` };
  await api.post('/api/users/addresses', {
    headers: auth,
    data: { address_name: 'Parduotuvė', street_address: 'Gedimino pr. 5', city: 'Vilnius', country: 'Lithuania', tobacco_license: 'TL-9002' },
  });
  const products = await (await api.get('/api/products?limit=50', { headers: auth })).json();
  const product = products.products.find((p: { stock: number; min_order_quantity: number }) => p.stock >= p.min_order_quantity + 1) as {
    id: number;
    name: string;
    weight: string;
    min_order_quantity: number;
  };
  expect(
    (await api.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity + 1 } })).status(),
  ).toBe(200);
  // Meanwhile the shop sells all but the minimum.
  const admin = await (await api.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin1234' } })).json();
  const left = product.min_order_quantity;
  const stocked = await api.put('/api/products/bulk-stock', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { updates: [{ id: product.id, stock: left }] },
  });
  expect(stocked.status()).toBe(200);

  await logIn(page, customer.email, customer.password);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/checkout');
  await page.getByTestId('tax-notice').check();
  await page.getByTestId('place-order').click();
  // Named with its weight (decision 091).
  await expect(page.getByTestId('checkout-error')).toHaveText(`Sandėlyje liko tik ${left} vnt. prekės „${product.name} ${product.weight}“`);
});
