import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, logIn, unique } from './helpers.ts';

// Decision 076: the bulk stock and public price pages read one page of 100 products at a time from
// the server; what the administrator types is kept by product id across pages and filters and saved
// together, and a percent shortcut fills the page shown.

type Headers = { authorization: string };

/** Digits as letters (0 → a … 9 → j): a brand or SKU that no searched number can match. */
const lettersOf = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)));

/**
 * 101 products of one new brand ("Prekė 001" … "Prekė 101", stock 5, retail 10 €): two pages of a bulk
 * page. Brand and SKUs hold no digits, so a search for "Prekė 001" finds that product alone (a
 * generated SKU's random tail could read "001").
 */
async function twoPagesOfProducts(page: Page, headers: Headers) {
  const brand = `Puslapiai${lettersOf(unique().replace(/\D/g, '').slice(-9))}`;
  const ids: number[] = [];
  for (let start = 1; start <= 101; start += 10) {
    const made = await Promise.all(
      Array.from({ length: Math.min(10, 102 - start) }, async (_, i) => {
        const number = String(start + i).padStart(3, '0');
        const sku = `${brand}-${lettersOf(number)}`.toUpperCase();
        const answer = await page.request.post('/api/products', {
          headers,
          data: { brand, name: `Prekė ${number}`, sku, flavor: 'Mėta', weight: '50g', price: 10, wholesale_price: 5, stock: 5 },
        });
        expect(answer.status()).toBe(201);
        return (await answer.json()).product.id as number;
      }),
    );
    ids.push(...made);
  }
  return { brand, ids };
}

const stockOf = async (page: Page, headers: Headers, id: number) =>
  (await (await page.request.get(`/api/products/${id}`, { headers })).json()).product.stock as number;
const idOf = (ids: number[], n: number) => ids[n - 1] as number;

async function inLanguage(page: Page, language: 'lt' | 'en') {
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.evaluate((chosen) => localStorage.setItem('wholesale.language', chosen), language);
}

test('in Lithuanian, a stock typed on page 1 and one typed on page 2 are saved together; after a refused save only the row nobody changed stays', async ({
  page,
}) => {
  const headers = await adminHeaders(page);
  const { brand, ids } = await twoPagesOfProducts(page, headers);
  const total = (await (await page.request.get('/api/products/admin/all?limit=1', { headers })).json()).pagination.total as number;
  await inLanguage(page, 'lt');

  await page.goto('/admin/products/bulk-stock');
  await expect(page.getByTestId('bulk-count')).toContainText(`Rodoma ${total} iš ${total}`);
  await page.getByTestId('bulk-filter-brand').selectOption(brand);
  await expect(page.getByTestId('bulk-count')).toHaveText(`Rodoma 101 iš ${total} · 0 pakeitimų`);
  await expect(page.getByTestId('bulk-stock-row')).toHaveCount(100);
  const row = (name: string) => page.getByTestId('bulk-stock-row').filter({ hasText: name });

  await row('Prekė 001').getByLabel(`${brand} Prekė 001 likutis`).fill('12');
  await page.getByRole('button', { name: 'Kitas' }).click();
  await expect(page.getByText('2 puslapis iš 2')).toBeVisible();
  await expect(page.getByTestId('bulk-stock-row')).toHaveCount(1);
  await row('Prekė 101').getByLabel(`${brand} Prekė 101 likutis`).fill('0');
  await expect(page.getByTestId('bulk-count')).toContainText('2 pakeitimai');

  // A search that shows page 1's row again shows what was typed there.
  await page.getByTestId('bulk-filter-search').fill('Prekė 001');
  await expect(page.getByTestId('bulk-stock-row')).toHaveCount(1);
  await expect(row('Prekė 001').getByRole('spinbutton')).toHaveValue('12');
  await expect(row('Prekė 001')).toHaveAttribute('data-changed', 'true');

  await page.getByRole('button', { name: 'Išsaugoti pakeitimus' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Atnaujintos 2 prekės' })).toBeVisible();
  expect([await stockOf(page, headers, idOf(ids, 1)), await stockOf(page, headers, idOf(ids, 101))]).toEqual([12, 0]);
  await expect(page.getByTestId('bulk-count')).toContainText('0 pakeitimų');

  // Typed on two pages again; meanwhile someone else changes the first product: nothing is saved.
  await page.getByTestId('bulk-filter-search').fill('');
  await expect(page.getByTestId('bulk-stock-row')).toHaveCount(100);
  await row('Prekė 002').getByRole('spinbutton').fill('22');
  await page.getByRole('button', { name: 'Kitas' }).click();
  await row('Prekė 101').getByRole('spinbutton').fill('7');
  const other = await page.request.put('/api/products/bulk-stock', { headers, data: { updates: [{ id: idOf(ids, 2), stock: 40 }] } });
  expect(other.status()).toBe(200);
  await page.getByRole('button', { name: 'Išsaugoti pakeitimus' }).click();
  await expect(page.getByTestId('stale-write-notice')).toContainText('Niekas neišsaugota');
  expect(await stockOf(page, headers, idOf(ids, 101))).toBe(0);

  // Reload reads the typed rows again: the changed one shows its new stock, the other keeps the typing.
  await page.getByTestId('stale-write-reload').click();
  await expect(page.getByTestId('stale-write-notice')).toHaveCount(0);
  await expect(page.getByTestId('bulk-count')).toContainText('1 pakeitimas');
  await expect(row('Prekė 101').getByRole('spinbutton')).toHaveValue('7');
  await page.getByRole('button', { name: 'Išsaugoti pakeitimus' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Atnaujinta 1 prekė' })).toBeVisible();
  expect([await stockOf(page, headers, idOf(ids, 2)), await stockOf(page, headers, idOf(ids, 101))]).toEqual([40, 7]);
  await page.getByRole('button', { name: 'Ankstesnis' }).click();
  await expect(row('Prekė 002').getByRole('spinbutton')).toHaveValue('40');
});

test('a percent shortcut fills the products of the page shown and says how many, in English and Lithuanian', async ({ page }) => {
  const headers = await adminHeaders(page);
  const { brand } = await twoPagesOfProducts(page, headers);
  await inLanguage(page, 'en');

  await page.goto('/admin/products/bulk-price-excl-vat');
  await page.getByTestId('bulk-filter-brand').selectOption(brand);
  await expect(page.getByTestId('bulk-price-row')).toHaveCount(100);
  await expect(page.getByText('Set all 100 products on this page to:')).toBeVisible();
  await page.getByRole('button', { name: 'Set all products on this page to 85% of the retail price' }).click();
  await expect(page.getByText('85% of the retail price typed into 100 products on this page.')).toBeVisible();
  await expect(page.getByTestId('bulk-count')).toContainText('100 changes');
  await expect(page.getByTestId('bulk-price-row').filter({ hasText: 'Prekė 100' }).getByTestId('bulk-price-input')).toHaveValue('8.50');

  // Page 2 was not shown: its product is untouched until the shortcut is pressed there.
  await page.getByRole('button', { name: 'Next' }).click();
  const last = page.getByTestId('bulk-price-row').filter({ hasText: 'Prekė 101' });
  await expect(last.getByTestId('bulk-price-input')).toHaveValue('');
  await expect(last).not.toHaveAttribute('data-changed');
  await page.getByRole('button', { name: 'Set all products on this page to 90% of the retail price' }).click();
  await expect(page.getByText('90% of the retail price typed into 1 product on this page.')).toBeVisible();
  await expect(last.getByTestId('bulk-price-input')).toHaveValue('9.00');
  await expect(page.getByTestId('bulk-count')).toContainText('101 changes');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByTestId('bulk-count')).toContainText('0 changes');

  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto(`/admin/products/bulk-price-excl-vat?brand=${brand}`);
  await expect(page.getByText('Visoms 100 prekių šiame puslapyje nustatyti:')).toBeVisible();
  await page.getByRole('button', { name: 'Visoms šiame puslapyje esančioms prekėms nustatyti 80 % mažmeninės kainos' }).click();
  await expect(page.getByText('80 % mažmeninės kainos įrašyta 100 prekių šiame puslapyje.')).toBeVisible();
  await expect(page.getByTestId('bulk-count')).toContainText('100 pakeitimų');
});
