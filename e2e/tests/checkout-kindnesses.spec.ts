import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { approvedCustomer, logIn } from './helpers.ts';

// Decision 091: a licence's state and validity on the address cards, an expired one
// warned about at checkout, a quick-order CSV saved by Excel on a Lithuanian PC read right, and an order
// that waits for documents saying so.

type Language = 'en' | 'lt';
interface Product {
  id: number;
  sku: string;
  stock: number;
  min_order_quantity: number;
}

const EXPIRED_ON = '2025-01-15';

const TEXTS = {
  en: {
    expired: 'Licence expired',
    unverified: 'Licence not yet verified',
    validUntil: 'valid until 01/15/2025',
    warning: 'This licence was valid until 01/15/2025 and has expired: tobacco cannot be delivered under it.',
    refused: 'This licence was valid until 01/15/2025 and has expired: an order to this address is not accepted',
    fileRead: 'excel.csv: 1 line read.',
    ready: 'Ready',
    waiting: 'Waiting for documents: once we confirm the order you can generate a pre-invoice here',
  },
  lt: {
    expired: 'Licencija nebegalioja',
    unverified: 'Licencija dar nepatikrinta',
    validUntil: 'galioja iki 2025-01-15',
    warning: 'Ši licencija galiojo iki 2025-01-15 ir nebegalioja: pagal ją tabako pristatyti negalime.',
    refused: 'Ši licencija galiojo iki 2025-01-15 ir nebegalioja: užsakymo šiuo adresu nepriimsime',
    fileRead: 'excel.csv: nuskaityta 1 eilutė.',
    ready: 'Tinka',
    waiting: 'Laukiama dokumentų: kai patvirtinsime užsakymą, čia galėsite išrašyti išankstinę sąskaitą',
  },
} as const;

/** A fresh customer reading the shop in `language`, with an expired and a valid licence, and its bearer header. */
async function customerWithLicences(page: Page, language: Language) {
  const customer = await approvedCustomer(page);
  const session = await (await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const auth = { authorization: `Bearer ${session.token}` };
  const address = async (name: string, extra: object) => {
    const created = await page.request.post('/api/users/addresses', {
      headers: auth,
      data: { address_name: name, street_address: 'Laisvės al. 10', city: 'Kaunas', country: 'Lithuania', tobacco_license: `TL-${name}`, ...extra },
    });
    expect(created.status()).toBe(201);
    return (await created.json()).address as { id: number };
  };
  const valid = await address('Valid', { is_default: true, licence_valid_until: '2099-12-31' });
  const expired = await address('Expired', { licence_valid_until: EXPIRED_ON });
  await logIn(page, customer.email, customer.password);
  await page.evaluate((lang) => localStorage.setItem('wholesale.language', lang), language);
  return { auth, valid, expired };
}

async function buyable(page: Page, auth: { authorization: string }): Promise<Product> {
  const { products } = await (await page.request.get('/api/products?limit=100', { headers: auth })).json();
  const product = (products as Product[]).find((p) => p.stock >= p.min_order_quantity * 3);
  if (!product) throw new Error('no product with stock for three orders');
  return product;
}

for (const language of ['en', 'lt'] as const) {
  const t = TEXTS[language];

  test(`${language}: the address cards show each licence's state and validity, and checkout warns of the expired one`, async ({ page }) => {
    const { auth, expired } = await customerWithLicences(page, language);
    await page.goto('/profile');
    const card = page.getByTestId('address-item').filter({ hasText: 'TL-Expired' });
    await expect(card.getByTestId('licence-status')).toHaveText(t.expired);
    await expect(card.getByTestId('licence-details')).toContainText(t.validUntil);

    const product = await buyable(page, auth);
    expect(
      (await page.request.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity } })).status(),
    ).toBe(200);
    await page.goto('/checkout');
    const good = page.getByTestId('address-option').filter({ hasText: 'TL-Valid' });
    const late = page.locator(`[data-testid="address-option"][data-address-id="${expired.id}"]`);
    await expect(good.getByTestId('licence-status')).toHaveText(t.unverified);
    await expect(good.getByTestId('licence-expired-warning')).toHaveCount(0);
    await expect(late.getByTestId('licence-status')).toHaveText(t.expired);
    await expect(late.getByTestId('address-licence-valid-until')).toHaveText(t.validUntil);
    await expect(late.getByTestId('licence-expired-warning')).toContainText(t.warning);
    await expect(late.getByTestId('licence-expired-warning')).toHaveAttribute('data-refused', 'false');

    // While the shop requires verified licences (the switch is answered by GET /api/settings), the card says an order is refused.
    await page.route('**/api/settings', async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      await route.fulfill({ response: answer, json: { ...body, settings: { ...body.settings, require_verified_licence: true } } });
    });
    await page.reload();
    await expect(late.getByTestId('licence-expired-warning')).toContainText(t.refused);
    await expect(late.getByTestId('licence-expired-warning')).toHaveAttribute('data-refused', 'true');
  });

  test(`${language}: a quick-order CSV saved by Excel on a Lithuanian PC (Windows-1257) is read with its header recognised`, async ({ page }) => {
    const { auth } = await customerWithLicences(page, language);
    const product = await buyable(page, auth);
    // "Prekės kodas;Kiekis" as Windows-1257 bytes: "ė" is the single byte 0xEB (latin1 writes U+00EB as that byte).
    const bytes = Buffer.from(`Prek\u00ebs kodas;Kiekis\r\n${product.sku};${product.min_order_quantity}\r\n`, 'latin1');
    expect(bytes.includes(0xeb)).toBe(true);
    await page.goto('/quick-order');
    await page.getByTestId('quick-order-file').setInputFiles({ name: 'excel.csv', mimeType: 'text/csv', buffer: bytes });
    await expect(page.getByText(t.fileRead)).toBeVisible();
    const rows = page.getByTestId('preview-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(product.sku);
    await expect(rows.first().getByTestId('line-status')).toHaveText(t.ready);
  });

  test(`${language}: an order waiting for documents says so on its page`, async ({ page }) => {
    const { auth, valid } = await customerWithLicences(page, language);
    const product = await buyable(page, auth);
    await page.request.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity } });
    const placed = await page.request.post('/api/orders', { headers: auth, data: { shipping_address_id: valid.id, accept_tax_notice: true } });
    expect(placed.status()).toBe(201);
    const { order } = await placed.json();
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByTestId('order-documents-waiting')).toContainText(t.waiting);
    await expect(page.getByTestId('generate-pre-invoice')).toHaveCount(0);
  });
}
