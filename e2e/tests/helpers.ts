import { expect, type Page } from '@playwright/test';

export const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  // The sign-in page arrives prerendered (decision 112): its fields are the app's once it has taken
  // the page over. A page of a context of the test's own (a second browser) is not waited for by the fixtures.
  await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

export async function logOut(page: Page) {
  await page.getByTestId('profile-menu-trigger').click();
  await page.getByRole('menuitem', { name: /log ?out/i }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('nav-login').filter({ visible: true })).toBeVisible();
}

/** The billing address registration asks for and every document prints (decision 053). */
export const BILLING_ADDRESS = {
  billing_address: 'Gedimino pr. 5',
  billing_city: 'Vilnius',
  billing_postal_code: 'LT-01103',
  billing_country: 'LT',
} as const;

/** A business registered through the API (not yet verified or approved), with the journeys' password. */
export async function registeredBusiness(page: Page, email = `e2e-${unique()}@example.lt`) {
  const registered = await page.request.post('/api/auth/register', {
    data: {
      company_name: `E2E ${unique()} UAB`,
      company_reg_number: '305000777',
      contact_person: 'Testas Testauskas',
      email,
      password: 'Kaljanas-2026',
      ...BILLING_ADDRESS,
      js_enabled: true,
      form_elapsed_seconds: 10,
    },
  });
  expect(registered.status()).toBe(201);
  return { email, password: 'Kaljanas-2026' };
}

/** A fresh approved customer made through the administrator's API, so each journey starts clean. */
export async function approvedCustomer(page: Page, userType: 'SHOP' | 'BAR' | null = null) {
  const api = page.request;
  const { email } = await registeredBusiness(page);
  const admin = await (await api.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin1234' } })).json();
  const headers = { authorization: `Bearer ${admin.token}` };
  const users = await (await api.get(`/api/users/admin/all?search=${encodeURIComponent(email)}`, { headers })).json();
  const id = users.users[0].id as number;
  await api.patch(`/api/users/admin/${id}/verify-email`, { headers });
  await api.patch(`/api/users/admin/${id}/approve`, { headers });
  if (userType) await api.put(`/api/users/admin/${id}`, { headers, data: { user_type: userType } });
  return { email, password: 'Kaljanas-2026', id };
}

/** A new approved customer places an order of one in-stock product through the API (the checkout journey covers the screens). */
export async function orderPlacedByNewCustomer(page: Page, productQuery = 'limit=50') {
  const api = page.request;
  const customer = await approvedCustomer(page);
  const session = await (await api.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const auth = { authorization: `Bearer ${session.token}` };
  const address = await (
    await api.post('/api/users/addresses', {
      headers: auth,
      data: { address_name: 'Shop', street_address: 'Gedimino pr. 5', city: 'Vilnius', country: 'Lithuania', tobacco_license: 'TL-9001' },
    })
  ).json();
  const products = await (await api.get(`/api/products?${productQuery}`, { headers: auth })).json();
  // Stock for this order and one more: the journeys share the demo catalogue, and some order again.
  const product = products.products.find((p: { stock: number; min_order_quantity: number }) => p.stock >= 2 * p.min_order_quantity);
  await api.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity } });
  const placed = await api.post('/api/orders', { headers: auth, data: { shipping_address_id: address.address.id, accept_tax_notice: true } });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number; order_number: string } };
  return { customer, order };
}

/** The demo administrator's authorisation header, for arranging a journey through the API. */
export async function adminHeaders(page: Page): Promise<{ authorization: string }> {
  const answer = await page.request.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin1234' } });
  expect(answer.status()).toBe(200);
  return { authorization: `Bearer ${(await answer.json()).token}` };
}

/** The administrator confirms and ends an order through the API, which issues its invoice. */
export async function endOrder(page: Page, headers: { authorization: string }, orderId: number): Promise<void> {
  for (const status of ['confirmed', 'ended'])
    expect((await page.request.patch(`/api/orders/admin/${orderId}/status`, { headers, data: { status } })).status()).toBe(200);
}
