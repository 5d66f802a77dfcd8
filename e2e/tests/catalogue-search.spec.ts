import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, approvedCustomer, logIn, unique } from './helpers.ts';

// The buyer's time savers: search (accents ignored), order, weight, "My products" and a
// card that shows the SKU, what the cart holds and no more than the stock left over it.

const texts = {
  en: {
    search: 'Search',
    sort: 'Sort by',
    priceHighToLow: 'Price: high to low',
    myProducts: 'My products',
    one: '1 product',
    two: '2 products',
    increase: 'Increase quantity',
    inCart: '10 pcs',
    allInCart: 'All available stock is already in your cart',
    minimumOrder: 'Minimum order',
  },
  lt: {
    search: 'Paieška',
    sort: 'Rikiavimas',
    priceHighToLow: 'Kaina: nuo didžiausios',
    myProducts: 'Mano prekės',
    one: '1 prekė',
    two: '2 prekės',
    increase: 'Didinti kiekį',
    inCart: '10 vnt.',
    allInCart: 'Visas turimas kiekis jau yra jūsų krepšelyje',
    minimumOrder: 'Minimalus užsakymas',
  },
} as const;

/** Two products of a brand of their own whose names carry Lithuanian letters, made by the administrator. */
async function lithuanianProducts(page: Page) {
  const tag = unique().replace(/\D/g, '').slice(-9);
  const brand = `E2E Paieška ${tag}`;
  const headers = await adminHeaders(page);
  const made: Record<string, { id: number; sku: string; slug: string }> = {};
  for (const [name, price, sku] of [
    ['Žalia citrina', 12.1, `ZAL-CIT-${tag}`],
    ['Žalia mėta', 24.2, `ZAL-MET-${tag}`],
  ] as const) {
    const response = await page.request.post('/api/products', {
      headers,
      data: { brand, name, flavor: 'Citrina, mėta', weight: '250g', price, stock: 25, min_order_quantity: 5, sku },
    });
    expect(response.status()).toBe(201);
    made[name] = (await response.json()).product;
  }
  return { brand, citrina: made['Žalia citrina']!, meta: made['Žalia mėta']! };
}

for (const [language, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['lt', { width: 390, height: 844 }],
] as const) {
  test.describe(`in ${language === 'en' ? 'English on a desktop' : 'Lithuanian on a phone'}`, () => {
    test.use({ viewport });

    test('a customer searches without Lithuanian letters, sorts, stars a product, filters "My products" and meets the stepper’s limit of stock minus cart', async ({
      page,
    }) => {
      const t = texts[language];
      const { brand, citrina, meta } = await lithuanianProducts(page);

      // A visitor's product page has no "minimum order" row: visitors see no minimums.
      await page.goto('/');
      await page.evaluate((lang) => localStorage.setItem('wholesale.language', lang), language);
      await page.goto(`/product/${citrina.slug}`);
      await expect(page.getByTestId('product-details')).toBeVisible();
      await expect(page.getByTestId('product-details')).not.toContainText(t.minimumOrder);

      const customer = await approvedCustomer(page);
      await page.evaluate(() => localStorage.setItem('wholesale.language', 'en'));
      await logIn(page, customer.email, customer.password);
      await page.evaluate((lang) => localStorage.setItem('wholesale.language', lang), language);
      await page.goto('/products');

      // Search: "zalia" finds "Žalia"; the brand narrows it to this journey's two products.
      await page.getByLabel(t.search, { exact: true }).fill('zalia');
      await page.getByTestId('brand-filter').selectOption(brand);
      await expect(page.getByTestId('product-count')).toHaveText(t.two);
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(2);

      // By words, each in any field, in any order and case (decision 064): weight, SKU and name.
      await page.getByLabel(t.search, { exact: true }).fill('250g ZAL-MET zalia');
      await expect(page.getByTestId('product-count')).toHaveText(t.one);
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Žalia mėta');
      await page.getByLabel(t.search, { exact: true }).fill('zalia');
      await expect(cards).toHaveCount(2);

      await page.getByLabel(t.sort).selectOption({ label: t.priceHighToLow });
      await expect(page).toHaveURL(/search=zalia/);
      await expect(page).toHaveURL(/sort=price_desc/);
      await expect(cards.first()).toContainText('Žalia mėta');

      // The address keeps both: a reload shows the same list.
      await page.reload();
      await expect(page.getByLabel(t.search, { exact: true })).toHaveValue('zalia');
      await expect(page.getByLabel(t.sort)).toHaveValue('price_desc');
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText('Žalia mėta');

      // The card shows the SKU.
      const card = cards.filter({ hasText: 'Žalia citrina' });
      await expect(card.getByTestId('product-sku')).toHaveText(citrina.sku);
      await expect(cards.filter({ hasText: 'Žalia mėta' }).getByTestId('product-sku')).toHaveText(meta.sku);

      // Star one, then "My products" shows it alone, kept in the address.
      const star = card.getByTestId('favourite-toggle');
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      const myProducts = page.getByTestId('my-products-filter');
      await expect(myProducts).toHaveText(t.myProducts);
      await myProducts.click();
      await expect(page).toHaveURL(/favourites=1/);
      await expect(page.getByTestId('product-count')).toHaveText(t.one);
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Žalia citrina');
      await page.reload();
      await expect(myProducts).toHaveAttribute('aria-pressed', 'true');
      await expect(cards.first().getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');

      // Add 10 (two steps of the minimum 5): the card says what the cart holds.
      await card.getByTestId('add-to-cart').click();
      await card.getByRole('button', { name: t.increase }).click();
      await expect(card.getByTestId('stepper-quantity')).toHaveText('10');
      await card.getByTestId('confirm-add').click();
      await expect(card.getByTestId('in-cart')).toHaveText(t.inCart);

      // Stock 25, 10 in the cart: the stepper stops at 15.
      await card.getByTestId('add-to-cart').click();
      const increase = card.getByRole('button', { name: t.increase });
      await increase.click();
      await increase.click();
      await expect(card.getByTestId('stepper-quantity')).toHaveText('15');
      await expect(increase).toBeDisabled();
      await card.getByTestId('confirm-add').click();
      await expect(card.getByTestId('all-in-cart')).toHaveText(t.allInCart);

      // The product page knows the star too.
      await card.getByRole('link', { name: 'Žalia citrina' }).click();
      await expect(page.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('product-details')).toContainText(t.minimumOrder);
    });
  });
}
