import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pastAgeGate } from './fixtures.ts';
import { approvedCustomer, logIn } from './helpers.ts';

// Decision 058: the order is the one on the screen. Two tabs of one browser: the checkout in B, the
// cart changed in A; "Place order" in B shows the new cart and total with one notice and orders nothing.

interface Product {
  id: number;
  stock: number;
  min_order_quantity: number;
}

/** A new customer with an address and one product in the cart at its minimum, with room to raise it twice. */
async function customerWithCart(page: Page) {
  const api = page.request;
  const customer = await approvedCustomer(page);
  const session = await (await api.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const headers = { authorization: `Bearer ${session.token}` };
  await api.post('/api/users/addresses', {
    headers,
    data: { address_name: 'Shop', street_address: 'Gedimino pr. 5', city: 'Vilnius', country: 'Lithuania', tobacco_license: 'TL-9058' },
  });
  const products = (await (await api.get('/api/products?limit=50', { headers })).json()).products as Product[];
  const product = products.find((p) => p.stock >= p.min_order_quantity + 10)!;
  expect((await api.post('/api/cart/add', { headers, data: { product_id: product.id, quantity: product.min_order_quantity } })).status()).toBe(200);
  return { customer, headers };
}

const ordersOf = async (api: APIRequestContext, headers: { authorization: string }) =>
  ((await (await api.get('/api/orders', { headers })).json()).orders as unknown[]).length;

/** Tab B: a second page of the same browser (same session, same language). */
async function secondTab(page: Page): Promise<Page> {
  const tab = await page.context().newPage();
  await pastAgeGate(tab);
  return tab;
}

/** Tab A raises the cart line by one and waits for the cart page's new total. */
async function raiseInTabA(tabA: Page): Promise<string> {
  const before = await tabA.getByTestId('summary-total').textContent();
  await tabA.getByTestId('quantity-increase').click();
  await expect(tabA.getByTestId('summary-total')).not.toHaveText(before!);
  return (await tabA.getByTestId('summary-total').textContent())!;
}

for (const { language, notice } of [
  { language: 'en', notice: 'Your cart changed in another window: check the new total' },
  { language: 'lt', notice: 'Jūsų krepšelis pasikeitė kitame lange: patikrinkite naują bendrą sumą' },
] as const) {
  test(`(${language}) a checkout left open while the cart changed in another tab shows the new total with a notice and orders nothing; placing again orders the cart shown`, async ({
    page: tabA,
  }) => {
    const { customer, headers } = await customerWithCart(tabA);
    await logIn(tabA, customer.email, customer.password);
    if (language === 'lt') await tabA.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));

    const tabB = await secondTab(tabA);
    await tabB.goto('/checkout');
    const shownInB = (await tabB.getByTestId('summary-total').textContent())!;
    await tabB.getByTestId('tax-notice').check();

    await tabA.goto('/cart');
    const newTotal = await raiseInTabA(tabA);
    expect(newTotal).not.toBe(shownInB);

    // B still shows the old total (it has not been looked at since); placing the order is refused.
    await expect(tabB.getByTestId('summary-total')).toHaveText(shownInB);
    await tabB.getByTestId('place-order').click();
    await expect(tabB.getByTestId('cart-changed-notice')).toHaveText(notice);
    await expect(tabB.getByTestId('summary-total')).toHaveText(newTotal);
    await expect(tabB.getByTestId('order-confirmation')).toHaveCount(0);
    expect(await ordersOf(tabA.request, headers)).toBe(0);

    // Placing again, now with the cart on the screen, orders it.
    await tabB.getByTestId('place-order').click();
    await expect(tabB.getByTestId('order-confirmation')).toBeVisible();
    const placed = (await (await tabA.request.get('/api/orders', { headers })).json()).orders as Array<{ total_amount: number }>;
    expect(placed).toHaveLength(1);
  });
}

test('a checkout that gets its window back shows the cart as another tab left it, and orders that', async ({ page: tabA }) => {
  const { customer, headers } = await customerWithCart(tabA);
  await logIn(tabA, customer.email, customer.password);
  const tabB = await secondTab(tabA);
  await tabB.goto('/checkout');
  await tabB.getByTestId('tax-notice').check();

  await tabA.goto('/cart');
  const newTotal = await raiseInTabA(tabA);
  // The browser tells the page it is looked at again (what switching back to the tab does).
  await tabB.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(tabB.getByTestId('summary-total')).toHaveText(newTotal);
  await tabB.getByTestId('place-order').click();
  await expect(tabB.getByTestId('order-confirmation')).toBeVisible();
  await expect(tabB.getByTestId('cart-changed-notice')).toHaveCount(0);
  expect(await ordersOf(tabA.request, headers)).toBe(1);
});
