import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { approvedCustomer, logIn, logOut, unique } from './helpers.ts';

// Decision 086: the buyer's own purchase reference, typed at checkout, shown on its
// orders and found by the administrators' search, in English and in Lithuanian.

/** A new approved customer with one shipping address and one in-stock product in the cart (arranged through the API). */
async function buyerReadyToCheckOut(page: Page) {
  const customer = await approvedCustomer(page);
  const api = page.request;
  const session = await (await api.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const auth = { authorization: `Bearer ${session.token}` };
  const address = await api.post('/api/users/addresses', {
    headers: auth,
    data: { address_name: 'Sandėlis', street_address: 'Savanorių pr. 9', city: 'Kaunas', country: 'Lithuania', tobacco_license: `TL-${unique()}` },
  });
  expect(address.status()).toBe(201);
  const { products } = await (await api.get('/api/products?brand=Adalya&limit=50', { headers: auth })).json();
  const product = products.find((p: { stock: number; min_order_quantity: number }) => p.stock >= 2 * p.min_order_quantity);
  expect((await api.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity } })).status()).toBe(
    200,
  );
  return customer;
}

/** At checkout: the reference typed, the tax notice confirmed, the order placed; answers its number. */
async function checkOutWithReference(page: Page, label: string, typed: string): Promise<string> {
  await page.goto('/checkout');
  await page.getByLabel(label).fill(typed);
  await page.getByTestId('tax-notice').check();
  await page.getByTestId('place-order').click();
  const confirmation = page.getByTestId('order-confirmation');
  return (await confirmation.getByTestId('order-number').textContent())!.trim();
}

const inLanguage = async (page: Page, language: 'en' | 'lt') => {
  await page.evaluate((chosen) => localStorage.setItem('wholesale.language', chosen), language);
  await page.reload();
};

test('a buyer types its own order number at checkout and sees it on its order; the administrator finds the order by it', async ({ page }) => {
  const customer = await buyerReadyToCheckOut(page);
  const reference = `PO-${unique()}`;
  await logIn(page, customer.email, customer.password);
  const orderNumber = await checkOutWithReference(page, 'Your order number (optional)', `  ${reference}  `);
  await expect(page.getByTestId('order-confirmation').getByTestId('order-reference')).toHaveText(reference);

  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(card.getByTestId('customer-reference-shown')).toHaveText(`Your order number: ${reference}`);
  await card.getByTestId('order-details-link').click();
  await expect(page.getByTestId('order-detail').getByTestId('customer-reference-shown')).toHaveText(`Your order number: ${reference}`);
  await logOut(page);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/orders');
  await page.getByTestId('orders-search').fill(reference.toLowerCase());
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(orderNumber);
  await expect(rows.first().getByTestId('customer-reference-shown')).toHaveText(`Buyer's order number: ${reference}`);
  await rows.first().getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(page.getByTestId('customer-reference-shown')).toHaveText(reference);
});

test('a buyer reading in Lithuanian gives “Jūsų užsakymo Nr.” at checkout and sees it on its order; the administrator in Lithuanian finds the order by it', async ({
  page,
}) => {
  const customer = await buyerReadyToCheckOut(page);
  const reference = `Užsak-${unique()}`;
  await logIn(page, customer.email, customer.password);
  await inLanguage(page, 'lt');
  const orderNumber = await checkOutWithReference(page, 'Jūsų užsakymo Nr. (neprivaloma)', reference);
  await expect(page.getByTestId('order-confirmation')).toContainText('Jūsų užsakymo Nr.');
  await expect(page.getByTestId('order-confirmation').getByTestId('order-reference')).toHaveText(reference);

  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(card.getByTestId('customer-reference-shown')).toHaveText(`Jūsų užsakymo Nr.: ${reference}`);
  await card.getByTestId('order-details-link').click();
  await expect(page.getByTestId('order-detail').getByTestId('customer-reference-shown')).toHaveText(`Jūsų užsakymo Nr.: ${reference}`);
  await inLanguage(page, 'en');
  await logOut(page);

  await logIn(page, 'admin@example.com', 'admin1234');
  await inLanguage(page, 'lt');
  await page.goto('/admin/orders');
  await expect(page.getByTestId('orders-search')).toHaveAttribute('placeholder', /pirkėjo užsakymo Nr\./);
  // Accents and case aside: "uzsak-…" finds "Užsak-…".
  await page.getByTestId('orders-search').fill(reference.replace('Užsak', 'uzsak'));
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(orderNumber);
  await expect(rows.first().getByTestId('customer-reference-shown')).toHaveText(`Pirkėjo užsakymo Nr.: ${reference}`);
});
