import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, approvedCustomer, endOrder, logIn, logOut, orderPlacedByNewCustomer } from './helpers.ts';

const PHONE = { width: 390, height: 844 };
/** This journey's orders come from a brand with ample stock, leaving the catalogue's first products to the others. */
const FROM_STOCK = 'brand=Fumari&limit=50';

type Auth = { authorization: string };

async function customerAuth(api: APIRequestContext, customer: { email: string; password: string }): Promise<Auth> {
  const session = await (await api.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  return { authorization: `Bearer ${session.token}` };
}

async function setStatus(api: APIRequestContext, admin: Auth, orderId: number, status: string): Promise<void> {
  expect((await api.patch(`/api/orders/admin/${orderId}/status`, { headers: admin, data: { status } })).status()).toBe(200);
}

/** One more in-stock product in the customer's cart (the cart and the checkout then have something to show). */
async function fillCart(api: APIRequestContext, auth: Auth): Promise<void> {
  const { products } = await (await api.get(`/api/products?${FROM_STOCK}`, { headers: auth })).json();
  const product = products.find((p: { stock: number; min_order_quantity: number }) => p.stock >= p.min_order_quantity * 3);
  expect((await api.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity } })).status()).toBe(
    200,
  );
}

/**
 * A customer with three orders: one confirmed with a pre-invoice, one ended with its invoice, one
 * received; and a product in the cart.
 */
async function customerWithDocuments(page: Page) {
  const api = page.request;
  const admin = await adminHeaders(page);
  const { customer, order } = await orderPlacedByNewCustomer(page, FROM_STOCK);
  const auth = await customerAuth(api, customer);
  const [address] = (await (await api.get('/api/users/addresses', { headers: auth })).json()).addresses;
  const more = [];
  for (let i = 0; i < 2; i++) {
    await fillCart(api, auth);
    const placed = await api.post('/api/orders', { headers: auth, data: { shipping_address_id: address.id, accept_tax_notice: true } });
    expect(placed.status()).toBe(201);
    more.push((await placed.json()).order as { id: number; order_number: string });
  }
  await setStatus(api, admin, order.id, 'confirmed');
  expect((await api.post(`/api/pre-invoices/create-from-order/${order.id}`, { headers: auth, data: {} })).status()).toBe(201);
  await endOrder(page, admin, more[0]!.id);
  await fillCart(api, auth);
  return { customer, auth, admin, preInvoiced: order, invoiced: more[0]!, received: more[1]! };
}

/** The controls (buttons, fields, links, selects) on screen whose boxes the bug-report button's box overlaps. */
function controlsUnderBugButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bug = document.querySelector('[data-testid="bug-report-button"]')!.getBoundingClientRect();
    const covered: string[] = [];
    for (const control of document.querySelectorAll('button, input, a, select')) {
      if (control.closest('[data-testid="bug-report-button"]')) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.left < bug.right && box.right > bug.left && box.top < bug.bottom && box.bottom > bug.top)
        covered.push(
          `${control.tagName} "${(control.textContent || control.getAttribute('aria-label') || control.getAttribute('name') || '').trim()}"`,
        );
    }
    return covered;
  });
}

/** The page does not scroll sideways, and from its top to its end the bug-report button covers no control. */
async function fitsThePhone(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path);
  await expect(ready.first()).toBeVisible();
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.inner);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; ; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => controlsUnderBugButton(page), { message: `${path} scrolled to ${y}` }).toEqual([]);
    if (y >= height) break;
  }
}

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: PHONE });

  test("no page of a customer with orders, a pre-invoice and an invoice, nor the administrator's, scrolls sideways, and the bug-report button covers no control", async ({
    page,
  }) => {
    const { customer, preInvoiced, invoiced } = await customerWithDocuments(page);
    await logIn(page, customer.email, customer.password);
    const customerPages: Array<[string, Locator]> = [
      ['/orders?tab=invoices', page.getByTestId('invoice-row')],
      ['/pre-invoices', page.getByTestId('pre-invoice-row')],
      ['/orders', page.getByTestId('order-card')],
      ['/cart', page.getByTestId('cart-item')],
      ['/checkout', page.getByTestId('cart-summary')],
      ['/profile', page.getByRole('heading', { level: 1 })],
      ['/dashboard', page.getByRole('heading', { level: 1 })],
    ];
    for (const [path, ready] of customerPages) await fitsThePhone(page, path, ready);

    // The invoice and pre-invoice lists are cards on a phone, with everything on screen.
    await page.goto('/orders?tab=invoices');
    const invoice = page.getByTestId('invoice-row').filter({ hasText: invoiced.order_number });
    await expect(invoice.getByTestId('view-invoice')).toBeInViewport();
    await page.goto('/pre-invoices');
    await expect(page.getByTestId('pre-invoice-row').filter({ hasText: preInvoiced.order_number }).getByTestId('view-pre-invoice')).toBeInViewport();

    // The cart and the checkout name the fee as the invoice does.
    for (const path of ['/cart', '/checkout']) {
      await page.goto(path);
      await expect(page.getByTestId('cart-summary')).toContainText('Order completion fee');
      await expect(page.getByTestId('cart-summary')).not.toContainText(/shipping/i);
    }
    // The phone's menu hides the profile menu: the administrator starts afresh instead of logging out.
    await page.evaluate(() => localStorage.removeItem('wholesale.session'));
    await logIn(page, 'admin@example.com', 'admin1234');
    const adminPages: Array<[string, Locator]> = [
      [`/admin/orders/${preInvoiced.id}`, page.getByTestId('document-pre-invoice')],
      [`/admin/orders/${invoiced.id}`, page.getByTestId('document-invoice')],
      ['/admin/invoices', page.getByTestId('admin-invoice-row')],
      ['/admin/orders', page.getByRole('heading', { level: 1 })],
      ['/dashboard', page.getByRole('heading', { level: 1 })],
    ];
    for (const [path, ready] of adminPages) await fitsThePhone(page, path, ready);
  });
});

/** Counts the page's requests that create a pre-invoice (the customer's and the administrator's). */
function countCreateRequests(page: Page): { count: number } {
  const asked = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/(create-from-order|create-pre-invoice)/.test(request.url())) asked.count += 1;
  });
  return asked;
}

test.describe('generating a pre-invoice', () => {
  test('when the customer double-clicks "Generate Pre-Invoice", then one pre-invoice is made and one success shows, no error', async ({ page }) => {
    const { customer, order } = await orderPlacedByNewCustomer(page, FROM_STOCK);
    await setStatus(page.request, await adminHeaders(page), order.id, 'confirmed');
    await logIn(page, customer.email, customer.password);
    await page.goto('/orders');
    const card = page.getByTestId('order-card').filter({ hasText: order.order_number });
    const asked = countCreateRequests(page);
    await card.getByTestId('generate-pre-invoice').dblclick();
    await expect(card.getByTestId('pre-invoice-created')).toHaveCount(1);
    await expect(card.getByTestId('pre-invoice-created')).toContainText(/^Pre-invoice HWP-\d{4}-\d{5} generated\.$/);
    await page.waitForLoadState('networkidle');
    await expect(card.getByTestId('order-documents-error')).toHaveCount(0);
    expect(asked.count).toBe(1);
    const { preInvoices } = await (await page.request.get('/api/pre-invoices', { headers: await customerAuth(page.request, customer) })).json();
    expect(preInvoices.filter((p: { order_id: number }) => p.order_id === order.id)).toHaveLength(1);
  });

  test("when a second tab already made it, then the Lithuanian customer's click shows that pre-invoice as made, not an error", async ({ page }) => {
    const { customer, order } = await orderPlacedByNewCustomer(page, FROM_STOCK);
    await setStatus(page.request, await adminHeaders(page), order.id, 'confirmed');
    await logIn(page, customer.email, customer.password);
    await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
    await page.goto('/orders');
    const card = page.getByTestId('order-card').filter({ hasText: order.order_number });
    await expect(card.getByTestId('generate-pre-invoice')).toHaveText('Sugeneruoti išankstinę sąskaitą');
    const made = await page.request.post(`/api/pre-invoices/create-from-order/${order.id}`, {
      headers: await customerAuth(page.request, customer),
      data: {},
    });
    const number = (await made.json()).preInvoiceNumber as string;
    await card.getByTestId('generate-pre-invoice').click();
    await expect(card.getByTestId('pre-invoice-created')).toHaveText(`Išankstinė sąskaita ${number} sugeneruota.`);
    await expect(card.getByTestId('order-documents-error')).toHaveCount(0);
  });

  test('when the administrator double-clicks "Generate pre-invoice", then one success shows, no error', async ({ page }) => {
    const { order } = await orderPlacedByNewCustomer(page, FROM_STOCK);
    const admin = await adminHeaders(page);
    await setStatus(page.request, admin, order.id, 'confirmed');
    await logIn(page, 'admin@example.com', 'admin1234');
    await page.goto(`/admin/orders/${order.id}`);
    const asked = countCreateRequests(page);
    await page.getByTestId('generate-pre-invoice-admin').dblclick();
    // Generating asks first: the double click opens one confirmation, and confirming asks the server once.
    await page.getByRole('dialog').getByRole('button', { name: 'Issue pre-invoice' }).click();
    const notice = page.getByTestId('documents-notice');
    await expect(notice).toHaveAttribute('data-tone', 'success');
    await expect(notice).toHaveText(/^Pre-invoice HWP-\d{4}-\d{5} was generated\.$/);
    await page.waitForLoadState('networkidle');
    await expect(notice).toHaveAttribute('data-tone', 'success');
    expect(asked.count).toBe(1);
    const { preInvoices } = await (await page.request.get(`/api/pre-invoices/admin/all?order_id=${order.id}`, { headers: admin })).json();
    expect(preInvoices).toHaveLength(1);
  });
});

test.describe('a session the shop ends', () => {
  const storedToken = (page: Page) =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('wholesale.session') ?? '{}') as { token?: string }).token ?? '');

  for (const [language, title, body] of [
    ['en', 'Your session has ended.', 'Please log in again.'],
    ['lt', 'Jūsų sesija baigėsi.', 'Prisijunkite iš naujo.'],
  ] as const) {
    test(`when the session is revoked, then the next page leads to the login page, which says why (${language})`, async ({ page }) => {
      const customer = await approvedCustomer(page);
      await logIn(page, customer.email, customer.password);
      await page.evaluate((chosen) => localStorage.setItem('wholesale.language', chosen), language);
      // Ended on the server, as a logout elsewhere ends it (the token is revoked); this browser does not know yet.
      const token = await storedToken(page);
      expect((await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

      await page.goto('/orders');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId('session-ended')).toContainText(title);
      await expect(page.getByTestId('session-ended')).toContainText(body);
    });
  }

  test('when the customer logs out, then the login page says nothing of an ended session', async ({ page }) => {
    const customer = await approvedCustomer(page);
    await logIn(page, customer.email, customer.password);
    await logOut(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your account');
    await expect(page.getByTestId('session-ended')).toHaveCount(0);
  });
});

test('the age gate offers the language switch; switching it turns the gate Lithuanian', async ({ browser }) => {
  const visitor = await browser.newPage({ locale: 'en-US' });
  await visitor.route('**/__geolocation', (route) => route.abort());
  await visitor.goto('/');
  const gate = visitor.getByTestId('age-gate');
  await expect(gate).toContainText('Wholesale for licensed businesses');
  await expect(visitor.getByTestId('age-gate-yes')).toBeFocused();
  await gate.getByRole('button', { name: 'Lietuvių' }).click();
  await expect(gate).toContainText('Didmeninė prekyba licencijuotoms įmonėms');
  await expect(visitor.getByTestId('age-gate-yes')).toHaveText('Taip, patvirtinu');
  await expect(gate.getByRole('button', { name: 'Lietuvių' })).toHaveAttribute('aria-pressed', 'true');
  await visitor.getByTestId('age-gate-yes').click();
  await expect(gate).toHaveCount(0);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'lt');
  await visitor.close();
});
