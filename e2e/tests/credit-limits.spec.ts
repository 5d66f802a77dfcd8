import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, approvedCustomer, logIn, logOut } from './helpers.ts';

// Decision 082: the credit limit, said on the cart before checkout and refused by it.

/** A new approved customer with an address and a cart of one in-stock product at twice its minimum. */
async function customerWithCart(page: Page) {
  const api = page.request;
  const customer = await approvedCustomer(page);
  const session = await (await api.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const auth = { authorization: `Bearer ${session.token}` };
  await api.post('/api/users/addresses', {
    headers: auth,
    data: { address_name: 'Shop', street_address: 'Gedimino pr. 5', city: 'Vilnius', country: 'Lithuania', tobacco_license: 'TL-9001' },
  });
  const products = await (await api.get('/api/products?limit=50', { headers: auth })).json();
  const product = products.products.find((p: { stock: number; min_order_quantity: number }) => p.stock >= 4 * p.min_order_quantity);
  expect(
    (await api.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: 2 * product.min_order_quantity } })).status(),
  ).toBe(200);
  return { ...customer, auth };
}

async function setLimit(page: Page, headers: { authorization: string }, id: number, credit_limit: number | null) {
  const { user } = await (await page.request.get(`/api/users/admin/${id}`, { headers })).json();
  expect((await page.request.put(`/api/users/admin/${id}`, { headers, data: { credit_limit, version: user.version } })).status()).toBe(200);
}

/** What the customer reads on the cart and the checkout when over its limit of 1 €, in each language (locales/{en,lt}.json, cart). */
const REFUSAL_TEXTS = {
  en: {
    name: 'English',
    title: 'Over your credit limit',
    notice: /would pass your credit limit of €1\.00: €0\.00 is open, €1\.00 is available/,
    refused: /would pass your credit limit of €1\.00/,
  },
  lt: {
    name: 'Lithuanian',
    title: 'Viršytas kredito limitas',
    notice: /užsakymas viršytų jūsų 1,00\s€ kredito limitą: neapmokėta 0,00\s€, dar galima užsakyti už 1,00\s€/,
    refused: /viršytų jūsų 1,00\s€ kredito limitą/,
  },
} as const;

for (const language of ['en', 'lt'] as const) {
  const text = REFUSAL_TEXTS[language];

  test(`a customer over its credit limit sees why on the cart in ${text.name} and cannot check out; a limit lowered while the checkout is open is refused with the reason`, async ({
    page,
  }) => {
    const admin = await adminHeaders(page);
    const customer = await customerWithCart(page);
    await setLimit(page, admin, customer.id, 1);

    await logIn(page, customer.email, customer.password);
    await page.evaluate((chosen) => localStorage.setItem('wholesale.language', chosen), language);
    await page.goto('/cart');
    const notice = page.getByTestId('credit-notice');
    await expect(notice).toContainText(text.title);
    await expect(notice).toContainText(text.notice);
    await expect(page.getByTestId('checkout-button')).toBeDisabled();

    // Raised, the cart passes; lowered again while the checkout page is open, the checkout refuses and says why.
    await setLimit(page, admin, customer.id, 100_000);
    await page.reload();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(notice).toHaveCount(0);
    await page.getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('place-order')).toBeEnabled();
    await setLimit(page, admin, customer.id, 1);
    await page.getByTestId('tax-notice').check();
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('checkout-error')).toContainText(text.refused);
    await expect(page.getByTestId('place-order')).toBeDisabled();
    const orders = await (await page.request.get('/api/orders', { headers: customer.auth })).json();
    expect(orders.orders).toHaveLength(0);
  });
}

test('an administrator sets a customer credit limit in English beside what it owes; a limit too large is refused naming the field', async ({
  page,
}) => {
  const admin = await adminHeaders(page);
  const customer = await customerWithCart(page);
  const placed = await page.request.post('/api/orders', {
    headers: customer.auth,
    data: {
      shipping_address_id: (await (await page.request.get('/api/users/addresses', { headers: customer.auth })).json()).addresses[0].id,
      accept_tax_notice: true,
    },
  });
  expect(placed.status()).toBe(201);
  const total = (await placed.json()).order.total_amount as number;
  const money = (euros: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(euros);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/users/${customer.id}`);
  const card = page.getByTestId('credit-card');
  await expect(page.getByRole('heading', { name: 'Credit', exact: true })).toBeVisible();
  await expect(card.getByTestId('credit-limit')).toHaveText('No limit');
  await expect(card.getByTestId('credit-uninvoiced')).toHaveText(money(total));
  await expect(card.getByTestId('credit-open')).toHaveText(money(0));

  const input = card.getByLabel('Credit limit (€)');
  await input.fill('20000000');
  await card.getByTestId('credit-limit-save').click();
  await expect(card.getByText('Enter a credit limit from 0 to 10 000 000 €, or leave it empty for none')).toBeVisible();

  await input.fill('1,234.5');
  await card.getByTestId('credit-limit-save').click();
  await expect(page.getByText('Credit limit set to €1,234.50')).toBeVisible();
  await expect(card.getByTestId('credit-limit')).toHaveText('€1,234.50');
  await expect(card.getByTestId('credit-available')).toHaveText(money(Math.round((1234.5 - total) * 100) / 100));
  const { user } = await (await page.request.get(`/api/users/admin/${customer.id}`, { headers: admin })).json();
  expect(user.credit_limit).toBe(1234.5);

  await card.getByLabel('Credit limit (€)').fill('');
  await card.getByTestId('credit-limit-save').click();
  await expect(page.getByText('Credit limit removed')).toBeVisible();
  await expect(card.getByTestId('credit-limit')).toHaveText('No limit');
  await logOut(page);
});
