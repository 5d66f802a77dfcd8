import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { approvedCustomer, logIn } from './helpers.ts';

// Decision 058: quantities change visibly, never silently. 500 typed where the stock is lower adds the
// stock and says so; "abc" in a cart line keeps the quantity it had and says why.

interface Product {
  id: number;
  slug: string;
  stock: number;
  min_order_quantity: number;
}

/** A customer's authorisation header, for arranging and checking through the API. */
async function tokenOf(page: Page, customer: { email: string; password: string }) {
  const session = await (await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  return { authorization: `Bearer ${session.token}` };
}

/** A product with less than 500 in stock (and room above its minimum), as a customer sees it. */
async function productUnder500(page: Page, headers: { authorization: string }): Promise<Product> {
  const products = (await (await page.request.get('/api/products?limit=100', { headers })).json()).products as Product[];
  return products.find((p) => p.stock > p.min_order_quantity + 1 && p.stock < 500 && p.slug)!;
}

const cartQuantity = async (page: Page, headers: { authorization: string }, productId: number) => {
  const answer = await (await page.request.get('/api/cart', { headers })).json();
  return (answer.items as Array<{ product_id: number; quantity: number }>).find((item) => item.product_id === productId)?.quantity ?? 0;
};

test('500 typed on a product page with less in stock adds the stock and says so; "abc" in the cart line keeps the quantity and says why', async ({
  page,
}) => {
  const customer = await approvedCustomer(page);
  await logIn(page, customer.email, customer.password);
  const headers = await tokenOf(page, customer);
  const product = await productUnder500(page, headers);
  const stock = product.stock;

  await page.goto(`/product/${product.slug}`);
  await page.getByTestId('quantity-input').fill('500');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('capped-added')).toHaveText(`Only ${stock} in stock: ${stock} added`);
  await expect(page.getByTestId('in-cart')).toHaveText(`${stock} pcs`);
  expect(await cartQuantity(page, headers, product.id)).toBe(stock);

  await page.goto('/cart');
  const line = page.getByTestId('cart-item');
  const input = line.getByTestId('quantity-input');
  await expect(input).toHaveValue(String(stock));
  await input.fill('abc');
  await input.press('Enter');
  await expect(input).toHaveValue(String(stock));
  await expect(line.getByTestId('quantity-note')).toHaveText(`Enter a whole number: the quantity stays ${stock}`);

  // Below the minimum: raised to it, and said so.
  await input.fill('0');
  await input.press('Enter');
  const minimum = product.min_order_quantity;
  await expect(line.getByTestId('quantity-note')).toHaveText(`The minimum order is ${minimum}: quantity set to ${minimum}`);
  await expect(input).toHaveValue(String(minimum));
  await expect.poll(() => cartQuantity(page, headers, product.id)).toBe(minimum);
});

test('in Lithuanian, the capped quantity is said with the plural form of its number', async ({ page }) => {
  const customer = await approvedCustomer(page);
  await logIn(page, customer.email, customer.password);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  const product = await productUnder500(page, await tokenOf(page, customer));
  const stock = product.stock;
  const form = new Intl.PluralRules('lt').select(stock) as 'one' | 'few' | 'many' | 'other';
  const unit = { one: 'vienetas', few: 'vienetai', many: 'vieneto', other: 'vienetų' }[form];
  const added = { one: 'pridėtas', few: 'pridėti', many: 'pridėta', other: 'pridėta' }[form];

  await page.goto(`/product/${product.slug}`);
  await page.getByTestId('quantity-input').fill('500');
  await page.getByTestId('quantity-input').press('Enter');
  await expect(page.getByTestId('quantity-note')).toHaveText(`Sandėlyje liko tik ${stock} ${unit}: kiekis pakeistas į ${stock}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('capped-added')).toHaveText(`Sandėlyje liko tik ${stock} ${unit}: į krepšelį ${added} ${stock} ${unit}`);

  await page.goto('/cart');
  const input = page.getByTestId('cart-item').getByTestId('quantity-input');
  await input.fill('abc');
  await input.press('Tab');
  await expect(input).toHaveValue(String(stock));
  await expect(page.getByTestId('cart-item').getByTestId('quantity-note')).toHaveText(`Įveskite sveikąjį skaičių: kiekis lieka ${stock}`);
});
