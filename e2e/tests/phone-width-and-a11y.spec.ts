import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, BILLING_ADDRESS, endOrder, logIn, unique } from './helpers.ts';
import { controlsUnderBugButton, NARROW_PHONE, seriousA11yViolations, smallTapTargets, widerThanScreen } from './page-checks.ts';

type Auth = { authorization: string };
/** This journey's orders come from a brand with ample stock, leaving the catalogue's first products to the others. */
const FROM_STOCK = 'brand=Fumari&limit=50';

/** The longest words the shop accepts, as a customer may type them: no space to wrap at. */
const word = (length: number, seed: string) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
const LONG = {
  companyName: `UAB ${word(190, 'Kaljanųdidmeninėprekyba')}`,
  contactPerson: word(200, 'Testauskaitė'),
  note: word(1000, 'Pristatykiteprieštrečiądienį'),
  billingAddress: word(300, 'Gedimino'),
  addressName: word(100, 'Sandėlis'),
  street: word(300, 'Konstitucijosprospektas'),
  city: word(100, 'Vilnius'),
  licence: word(100, 'LICENCIJA'),
};

/**
 * A customer with the longest data the shop accepts: a 200-character company name and contact, a
 * 300-character billing street, a delivery address of the longest words, and two orders carrying a
 * 1,000-character note without a space (one ended with its invoice, one confirmed with a
 * pre-invoice), and a product in the cart.
 */
async function customerWithLongData(page: Page) {
  const api = page.request;
  const email = `e2e-long-${unique()}@example.lt`;
  const password = 'Kaljanas-2026';
  const registered = await api.post('/api/auth/register', {
    data: {
      company_name: LONG.companyName,
      company_reg_number: '305000777',
      contact_person: LONG.contactPerson,
      email,
      password,
      ...BILLING_ADDRESS,
      billing_address: LONG.billingAddress,
      js_enabled: true,
      form_elapsed_seconds: 10,
    },
  });
  expect(registered.status()).toBe(201);
  const admin = await adminHeaders(page);
  const users = await (await api.get(`/api/users/admin/all?search=${encodeURIComponent(email)}`, { headers: admin })).json();
  const id = users.users[0].id as number;
  await api.patch(`/api/users/admin/${id}/verify-email`, { headers: admin });
  await api.patch(`/api/users/admin/${id}/approve`, { headers: admin });
  const session = await (await api.post('/api/auth/login', { data: { email, password } })).json();
  const auth: Auth = { authorization: `Bearer ${session.token}` };
  const address = await api.post('/api/users/addresses', {
    headers: auth,
    data: { address_name: LONG.addressName, street_address: LONG.street, city: LONG.city, country: 'LT', tobacco_license: LONG.licence },
  });
  expect(address.status()).toBe(201);
  const addressId = (await address.json()).address.id as number;
  const orders: Array<{ id: number; order_number: string }> = [];
  for (let i = 0; i < 2; i++) {
    await fillCart(api, auth);
    const placed = await api.post('/api/orders', {
      headers: auth,
      data: { shipping_address_id: addressId, notes: LONG.note, accept_tax_notice: true },
    });
    expect(placed.status()).toBe(201);
    orders.push((await placed.json()).order);
  }
  const [invoiced, preInvoiced] = orders as [{ id: number; order_number: string }, { id: number; order_number: string }];
  await endOrder(page, admin, invoiced.id);
  expect((await api.patch(`/api/orders/admin/${preInvoiced.id}/status`, { headers: admin, data: { status: 'confirmed' } })).status()).toBe(200);
  expect((await api.post(`/api/pre-invoices/create-from-order/${preInvoiced.id}`, { headers: auth, data: {} })).status()).toBe(201);
  const product = await fillCart(api, auth);
  return { id, email, password, invoiced, preInvoiced, product };
}

/** One more in-stock product in the customer's cart; the product. */
async function fillCart(api: APIRequestContext, auth: Auth): Promise<{ slug: string; sku: string; min_order_quantity: number }> {
  const { products } = await (await api.get(`/api/products?${FROM_STOCK}`, { headers: auth })).json();
  const product = products.find((p: { stock: number; min_order_quantity: number }) => p.stock >= p.min_order_quantity * 3);
  expect((await api.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity } })).status()).toBe(
    200,
  );
  return product;
}

/** A page as a person sees it once it has loaded: its heading shown and its requests answered. */
async function opened(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The login form as the reader sees it, in its language. */
async function logInIn(page: Page, language: 'en' | 'lt', who: { email: string; password: string }): Promise<void> {
  const form =
    language === 'lt'
      ? { email: 'El. paštas', password: /^Slaptažodis/, submit: 'Prisijungti' }
      : { email: 'Email', password: /^Password/, submit: 'Log in' };
  await page.goto('/login');
  await page.getByLabel(form.email).fill(who.email);
  await page.getByLabel(form.password).fill(who.password);
  await page.getByRole('button', { name: form.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Every finding of a walk, named by page, so one run lists them all. */
class Findings {
  readonly lines: string[] = [];
  async width(page: Page, label: string): Promise<void> {
    const wider = await widerThanScreen(page);
    if (wider) this.lines.push(`${label} is wider than the screen: ${wider}`);
  }
  async axe(page: Page, label: string): Promise<void> {
    for (const violation of await seriousA11yViolations(page)) this.lines.push(`${label}: ${violation}`);
  }
  async bugButton(page: Page, label: string): Promise<void> {
    for (const covered of await controlsUnderBugButton(page)) this.lines.push(`${label}: the bug-report button covers ${covered}`);
  }
  async taps(page: Page, label: string, selector: string): Promise<void> {
    for (const small of await smallTapTargets(page, selector)) this.lines.push(`${label}: tap target under 44 × 44 px: ${small}`);
  }
}

/** The controls every page's frame shows on a phone, and the back links: each a full finger's size. */
const FRAME_CONTROLS = [
  'fieldset[aria-label] button[lang]',
  '[data-testid="mobile-menu-button"]',
  '[data-testid="nav-cart"]',
  '[data-testid="bug-report-button"]',
  '[data-testid="back-link"]',
  '[data-testid="order-details-link"]',
  '[data-testid="pre-invoices-link"]',
  'main button',
].join(', ');

test.describe('on a 360 × 740 phone, with the longest data the shop accepts', () => {
  test.use({ viewport: NARROW_PHONE });

  for (const language of ['en', 'lt'] as const)
    test(`(${language}) no customer page is wider than the screen, its buttons and frame links are a finger wide, the bug-report button covers no control, and axe finds no serious or critical WCAG 2 A/AA violation`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      // Lithuanian words are longer: each page is read in both languages.
      await page.addInitScript((chosen) => localStorage.setItem('wholesale.language', chosen), language);
      const customer = await customerWithLongData(page);
      const findings = new Findings();
      const check = async (label: string) => {
        await findings.width(page, label);
        await findings.axe(page, label);
        await findings.taps(page, label, FRAME_CONTROLS);
        await findings.bugButton(page, label);
      };

      for (const path of ['/login', '/register']) {
        await opened(page, path);
        await check(path);
      }
      await logInIn(page, language, customer);
      const pages = [
        '/products',
        `/product/${encodeURIComponent(customer.product.slug)}`,
        '/cart',
        '/checkout',
        '/orders',
        `/orders/${customer.invoiced.id}`,
        `/orders/${customer.preInvoiced.id}`,
        '/orders?tab=invoices',
        '/pre-invoices',
        '/profile',
        '/account/balance',
        '/dashboard',
      ];
      for (const path of pages) {
        await opened(page, path);
        await check(path);
      }

      // The catalogue's table view.
      await opened(page, '/products');
      await page.getByTestId('view-table').click();
      await expect(page.getByTestId('product-table')).toBeVisible();
      await check('/products (table view)');

      // The quick order with a preview of a ready line and an unknown one.
      await opened(page, '/quick-order');
      await check('/quick-order');
      await page.getByTestId('quick-order-text').fill(`${customer.product.sku} ${customer.product.min_order_quantity}\n${word(60, 'NEŽINOMAS')} 5`);
      await page.getByTestId('quick-order-check').click();
      await expect(page.getByTestId('preview-row')).toHaveCount(2);
      await check('/quick-order (preview)');
      // The status column is within the screen's width without scrolling the table.
      const status = await page.getByTestId('preview-row').first().getByTestId('line-status').boundingBox();
      if (!status || status.x + status.width > NARROW_PHONE.width)
        findings.lines.push(`/quick-order (preview): the status is off screen at ${status?.x}`);

      expect(findings.lines, findings.lines.join('\n')).toEqual([]);
    });

  test('axe finds no serious or critical WCAG 2 A/AA violation on any administrator page, with a customer of the longest data', async ({ page }) => {
    test.setTimeout(240_000);
    const customer = await customerWithLongData(page);
    const findings = new Findings();
    await logIn(page, 'admin@example.com', 'admin1234');
    const pages = [
      '/dashboard',
      '/admin/orders',
      `/admin/orders/${customer.invoiced.id}`,
      `/admin/orders/${customer.preInvoiced.id}`,
      '/admin/products',
      '/admin/products?tab=add',
      '/admin/products/bulk-stock',
      '/admin/products/bulk-price-excl-vat',
      '/admin/products/import',
      '/admin/users',
      `/admin/users/${customer.id}`,
      '/admin/pricing/dashboard',
      `/admin/pricing/customer/${customer.id}`,
      '/admin/invoices',
      '/admin/invoices?tab=pre-invoices',
      '/admin/invoices?tab=credit-notes',
      '/admin/invoices/settings',
      '/admin/receivables',
      '/admin/payments/bank-statement',
      '/admin/audit-log',
      '/admin/bug-reports',
      '/admin/gallery',
      '/admin/translations',
    ];
    for (const path of pages) {
      await opened(page, path);
      await findings.axe(page, path);
    }
    expect(findings.lines, findings.lines.join('\n')).toEqual([]);
  });
});
