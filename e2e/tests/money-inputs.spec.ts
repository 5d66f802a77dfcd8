import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, approvedCustomer, endOrder, logIn, unique } from './helpers.ts';

// Decision 061: every price field takes what a person types in the screen's language
// ("50,5" in Lithuanian is 50,50 €, never 505), names a field holding no amount, and a price beyond
// its bound asks before it is saved.

type Headers = { authorization: string };

/** A product arranged through the API: retail 100 €, wholesale 40 €, public 70 €. */
async function newProduct(page: Page, headers: Headers) {
  const sku = `MNY-${unique()}`;
  const name = `Pinigai ${unique()}`;
  const answer = await page.request.post('/api/products', {
    headers,
    data: { brand: 'Moneta', name, flavor: 'Mėta', weight: '50g', sku, price: 100, wholesale_price: 40, price_excl_vat_excise: 70, stock: 20 },
  });
  expect(answer.status()).toBe(201);
  return { ...((await answer.json()).product as { id: number }), sku, name, label: `Moneta ${name} 50g` };
}

const productOf = async (page: Page, headers: Headers, id: number) =>
  (await (await page.request.get(`/api/products/${id}`, { headers })).json()).product;
const typePriceOf = async (page: Page, headers: Headers, id: number, type: 'SHOP' | 'BAR') =>
  (await (await page.request.get(`/api/pricing/admin/user-type-prices?product_ids=${id}`, { headers })).json()).userTypePrices.find(
    (p: { product_id: number; user_type: string }) => p.user_type === type,
  )?.price;

async function inLanguage(page: Page, language: 'lt' | 'en') {
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate((chosen) => localStorage.setItem('wholesale.language', chosen), language);
}

/** Types into a money input and leaves it: the value is shown back in the screen's language. */
async function typeMoney(input: ReturnType<Page['getByTestId']>, text: string, shown: string) {
  await input.fill(text);
  await input.blur();
  await expect(input).toHaveValue(shown);
}

test('in Lithuanian, "50,5" typed into each price field is saved as 50,50 €', async ({ page }) => {
  const headers = await adminHeaders(page);
  const product = await newProduct(page, headers);
  const customer = await approvedCustomer(page);
  await inLanguage(page, 'lt');

  // The product form: a new product's retail price.
  const name = `Forma ${unique()}`;
  await page.goto('/admin/products?tab=add');
  const form = page.getByTestId('product-form');
  await form.getByLabel(/^Gamintojas/).fill('Moneta');
  await form.getByLabel(/^Pavadinimas/).fill(name);
  await form.getByLabel(/^Skonis/).fill('Mėta');
  await form.getByLabel(/^Svoris/).fill('50g');
  await typeMoney(form.getByTestId('money-price'), '50,5', '50,50');
  // Text that is no amount is refused naming the field.
  await typeMoney(form.getByTestId('money-wholesale_price'), '5o', '5o');
  await expect(form).toContainText('Didmeninė kaina be PVM: įveskite sumą, didesnę už 0');
  await typeMoney(form.getByTestId('money-wholesale_price'), '30', '30,00');
  await page.getByTestId('save-product').click();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/products/admin/all?search=${encodeURIComponent(name)}`, { headers })).json()).products[0]?.price,
    )
    .toBe(50.5);

  // The bulk public prices.
  await page.goto('/admin/products/bulk-price-excl-vat');
  await page.getByLabel('Paieška', { exact: true }).fill(product.sku);
  const row = page.getByTestId('bulk-price-row').filter({ hasText: product.sku });
  await typeMoney(row.getByTestId('bulk-price-input'), '50,5', '50,50');
  await page.getByRole('button', { name: 'Išsaugoti pakeitimus' }).click();
  await expect.poll(async () => (await productOf(page, headers, product.id)).price_excl_vat_excise).toBe(50.5);

  // The pricing dashboard: a cell holding no amount is named, never "no changes to save".
  await page.goto('/admin/pricing/dashboard?tab=shop-bar');
  await page.getByLabel('Paieška', { exact: true }).fill(product.sku);
  // The search runs on the server; a template fills the products of the page shown (decision 077).
  await expect(page.getByTestId('filter-count')).toHaveText(/^Rodoma 1 iš \d+ prek(ių|ės)$/);
  await expect(page.getByText('Šablonai taikomi 1 prekei šiame puslapyje.')).toBeVisible();
  await typeMoney(page.getByLabel(`Parduotuvių kaina: ${product.label}`), '50,5', '50,50');
  await page.getByLabel(`Barų kaina: ${product.label}`).fill('abc');
  await page.getByTestId('save-all-prices').click();
  await expect(page.getByTestId('pricing-banner')).toContainText(`Barų kaina: ${product.label}: įveskite sumą, didesnę už 0`);
  await page.getByLabel(`Barų kaina: ${product.label}`).fill('');
  await page.getByTestId('save-all-prices').click();
  await expect(page.getByTestId('pricing-banner')).toContainText('Sėkmingai atnaujinta kainų: 1');
  expect(await typePriceOf(page, headers, product.id, 'SHOP')).toBe(50.5);

  // The customer's prices.
  await page.goto(`/admin/pricing/customer/${customer.id}`);
  await page.getByLabel('Paieška', { exact: true }).fill(product.sku);
  await typeMoney(page.getByLabel(`Individuali kaina: ${product.label}`), '50,5', '50,50');
  await page.getByTestId('save-customer-prices').click();
  await expect(page.getByTestId('pricing-banner')).toContainText('Sėkmingai atnaujinta kainų: 1');
  const customerPrices = (await (await page.request.get(`/api/pricing/admin/customer/${customer.id}?product_ids=${product.id}`, { headers })).json())
    .customerPrices;
  expect(customerPrices).toMatchObject([{ product_id: product.id, price: 50.5 }]);

  // A credit note: the customer bought two units at 50,50 €; a discount of "50,5" on the invoice.
  const session = await (await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const auth = { authorization: `Bearer ${session.token}` };
  const address = await (
    await page.request.post('/api/users/addresses', {
      headers: auth,
      data: { address_name: 'Shop', street_address: 'Gedimino pr. 5', city: 'Vilnius', country: 'Lithuania', tobacco_license: 'TL-9001' },
    })
  ).json();
  await page.request.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: 2 } });
  const placed = await page.request.post('/api/orders', {
    headers: auth,
    data: { shipping_address_id: address.address.id, accept_tax_notice: true },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).order as { id: number; order_number: string; subtotal: number };
  await endOrder(page, headers, order.id);
  await page.goto('/admin/invoices');
  await page.getByTestId('admin-invoice-row').filter({ hasText: order.order_number }).getByTestId('view-invoice-admin').click();
  const panel = page.getByTestId('document-modal').getByTestId('credit-note-panel');
  await panel.getByTestId('open-credit-note').click();
  await panel.getByTestId('credit-note-reason').fill('Nuolaida už kiekį');
  await panel.getByLabel('Pasirinktos eilutės (grąžinti vienetai arba kainos korekcija) ir nuolaida visai sąskaitai').check();
  await typeMoney(panel.getByTestId('credit-discount'), '50,5', '50,50');
  // 50,50 € and 21 % VAT back.
  await expect(panel.getByTestId('credit-note-preview-total')).toHaveText('\u221261,11\u00a0€');
  await panel.getByTestId('issue-credit-note').click();
  await expect(panel.getByTestId('credit-note-contents')).toContainText('50,50');
});

test('in English, "50.5" is 50.50 and a SHOP price above the public price asks first, naming the limit', async ({ page }) => {
  const headers = await adminHeaders(page);
  const product = await newProduct(page, headers);
  await inLanguage(page, 'en');

  await page.goto('/admin/pricing/dashboard?tab=shop-bar');
  await page.getByLabel('Search', { exact: true }).fill(product.sku);
  await typeMoney(page.getByLabel(`BAR price for ${product.label}`), '50.5', '50.50');
  await typeMoney(page.getByLabel(`SHOP price for ${product.label}`), '1,070.5', '1,070.50');
  await page.getByTestId('save-all-prices').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`The SHOP price €1,070.50 of ${product.sku} is above its public price €70.00`);
  // Going back saves nothing.
  await dialog.getByRole('button', { name: 'Go back' }).click();
  expect(await typePriceOf(page, headers, product.id, 'SHOP')).toBeUndefined();
  await typeMoney(page.getByLabel(`SHOP price for ${product.label}`), '70.5', '70.50');
  await page.getByTestId('save-all-prices').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByTestId('pricing-banner')).toContainText('Successfully Updated 2 prices');
  expect(await typePriceOf(page, headers, product.id, 'SHOP')).toBe(70.5);
  expect(await typePriceOf(page, headers, product.id, 'BAR')).toBe(50.5);
  const log = (await (await page.request.get(`/api/audit-log?entity=price&entity_id=${product.id}`, { headers })).json()).entries;
  expect(log[0].changes.price_limits_confirmed.to).toContain('above its public price 70.00 €');
});
