import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, approvedCustomer, logIn, orderPlacedByNewCustomer } from './helpers.ts';

type Language = 'en' | 'lt';
interface Product {
  id: number;
  sku: string;
  stock: number;
  min_order_quantity: number;
}

const TEXTS = {
  en: {
    nav: 'Quick order',
    check: 'Check lines',
    ready: 'Ready',
    unknown: 'Unknown SKU',
    badQuantity: 'Bad quantity',
    moreThanStock: (available: number) => `More than in stock (${available} pcs can be added)`,
    add: 'Add 1 line to cart',
    added: '1 line added to your cart',
    refused: '3 lines were not added:',
    reorder: 'Order again',
    reordered: '1 product added to your cart',
    goToCart: 'Go to cart',
    csv: 'Download CSV',
    file: /^price-list-\d{4}-\d{2}-\d{2}\.csv$/,
    header: 'SKU;Brand;Name;Flavour;Weight;Minimum order;Stock;Price excl. VAT, EUR',
  },
  lt: {
    nav: 'Greitas užsakymas',
    check: 'Tikrinti eilutes',
    ready: 'Tinka',
    unknown: 'Nežinomas prekės kodas',
    badQuantity: 'Netinkamas kiekis',
    moreThanStock: (available: number) => `Daugiau nei yra sandėlyje (galima pridėti ${available} vnt.)`,
    add: 'Pridėti 1 eilutę į krepšelį',
    added: 'Į krepšelį pridėta 1 eilutė',
    refused: 'Nepridėtos 3 eilutės:',
    reorder: 'Užsakyti dar kartą',
    reordered: 'Į krepšelį pridėta 1 prekė',
    goToCart: 'Eiti į krepšelį',
    csv: 'Parsisiųsti CSV',
    file: /^kainorastis-\d{4}-\d{2}-\d{2}\.csv$/,
    header: 'Prekės kodas;Prekės ženklas;Pavadinimas;Skonis;Svoris;Min. kiekis;Likutis;Kaina be PVM, EUR',
  },
} as const;

/** A fresh customer, signed in on the page, reading the shop in `language`; with its bearer header for arranging through the API. */
async function customerReading(page: Page, language: Language) {
  const customer = await approvedCustomer(page);
  const session = await (await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  await logIn(page, customer.email, customer.password);
  await page.evaluate((lang) => localStorage.setItem('wholesale.language', lang), language);
  return { ...customer, auth: { authorization: `Bearer ${session.token}` } };
}

/** Products the customer can buy now, as the catalogue shows them to a customer (with SKU, stock and minimum). */
async function buyable(page: Page, auth: { authorization: string }): Promise<Product[]> {
  const { products } = await (await page.request.get('/api/products?limit=100', { headers: auth })).json();
  return (products as Product[]).filter((p) => p.stock >= p.min_order_quantity * 2);
}

for (const language of ['en', 'lt'] as const) {
  const t = TEXTS[language];

  test(`${language}: a buyer pastes SKU lines, sees each line checked, adds the good one and reads what the cart took and refused`, async ({
    page,
  }) => {
    const customer = await customerReading(page, language);
    const [good, short, other] = await buyable(page, customer.auth);
    await page.goto('/dashboard');
    await page.getByTestId('nav-quick-order').filter({ visible: true }).click();
    await expect(page).toHaveURL('/quick-order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.nav);

    const text = [
      `${good!.sku.toLowerCase()} ${good!.min_order_quantity}`,
      'NO-SUCH-SKU;3',
      `${other!.sku}, lots`,
      `${short!.sku}\t${short!.stock + 1}`,
    ].join('\n');
    await page.getByTestId('quick-order-text').fill(text);
    await page.getByRole('button', { name: t.check }).click();

    const rows = page.getByTestId('preview-row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0).getByTestId('line-status')).toHaveText(t.ready);
    await expect(rows.nth(1).getByTestId('line-status')).toHaveText(t.unknown);
    await expect(rows.nth(2).getByTestId('line-status')).toHaveText(t.badQuantity);
    await expect(rows.nth(3).getByTestId('line-status')).toHaveText(t.moreThanStock(short!.stock));

    await page.getByRole('button', { name: t.add }).click();
    const result = page.getByTestId('quick-order-result');
    await expect(result.getByRole('status').first()).toContainText(t.added);
    await expect(result).toContainText(t.refused);
    await expect(result.getByTestId('refused-row')).toHaveCount(3);
    await expect(page.getByTestId('cart-badge').filter({ visible: true })).toHaveText('1');

    await result.getByRole('link', { name: t.goToCart }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
  });

  test(`${language}: a double tap on "Add to cart" adds every line once: both taps carry one Idempotency-Key, the button waits for the answer`, async ({
    page,
  }) => {
    const customer = await customerReading(page, language);
    const lines = (await buyable(page, customer.auth)).slice(0, 3);
    await page.goto('/quick-order');
    await page.getByTestId('quick-order-text').fill(lines.map((p) => `${p.sku} ${p.min_order_quantity}`).join('\n'));
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByTestId('preview-row').getByTestId('line-status')).toHaveText([t.ready, t.ready, t.ready]);

    // The answer comes slowly (a phone on a weak network), and every request's key is noted.
    const keys: string[] = [];
    await page.route('**/api/cart/bulk-add', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? 'none');
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const add = page.getByTestId('quick-order-add');
    // Two taps within one frame: the second lands before the screen can disable the button.
    await add.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(add).toBeDisabled();
    await expect(page.getByTestId('quick-order-result')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    const cart = await (await page.request.get('/api/cart', { headers: customer.auth })).json();
    const quantities = Object.fromEntries(cart.items.map((item: { product_id: number; quantity: number }) => [item.product_id, item.quantity]));
    expect(quantities).toEqual(Object.fromEntries(lines.map((p) => [p.id, p.min_order_quantity])));
    await expect(page.getByTestId('cart-badge').filter({ visible: true })).toHaveText('3');
  });

  test(`${language}: a buyer orders a past order again from the orders page and goes to the cart`, async ({ page }) => {
    const { customer, order } = await orderPlacedByNewCustomer(page);
    await logIn(page, customer.email, customer.password);
    await page.evaluate((lang) => localStorage.setItem('wholesale.language', lang), language);
    await page.goto('/orders');
    const card = page.getByTestId('order-card').filter({ hasText: order.order_number });
    await card.getByRole('button', { name: t.reorder }).click();
    const result = card.getByTestId('reorder-result');
    await expect(result).toContainText(t.reordered);
    await expect(page.getByTestId('cart-badge').filter({ visible: true })).toHaveText('1');
    await result.getByRole('link', { name: t.goToCart }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
  });

  test(`${language}: a buyer downloads the price list as CSV, named in their language, with their own price`, async ({ page }) => {
    const customer = await customerReading(page, language);
    const [product] = await buyable(page, customer.auth);
    const admin = await adminHeaders(page);
    const priced = await page.request.post(`/api/pricing/admin/customer/${customer.id}/bulk`, {
      headers: admin,
      data: { prices: [{ productId: product!.id, price: 7.77 }] },
    });
    expect(priced.status()).toBe(200);

    await page.goto('/quick-order');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t.csv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(t.file);
    const body = await readFile(await download.path(), 'utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(t.header);
    const row = lines.find((line) => line.startsWith(`${product!.sku};`));
    expect(row?.split(';').at(-1)).toBe('7,77');
  });
}
