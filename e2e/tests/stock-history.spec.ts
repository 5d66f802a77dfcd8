import { expect, test } from './fixtures.ts';
import { adminHeaders, logIn, unique } from './helpers.ts';

test('an administrator reads a product’s stock history under its form: who changed it, by how much and why, in English and Lithuanian', async ({
  page,
}) => {
  const headers = await adminHeaders(page);
  const form = {
    brand: 'Istorija',
    name: `Mint ${unique()}`,
    flavor: 'Mint',
    weight: '50g',
    price: 10,
    wholesale_price: 8,
    stock: 5,
    min_order_quantity: 1,
  };
  const created = await page.request.post('/api/products', { headers, data: form });
  const product = (await created.json()).product;
  expect((await page.request.put('/api/products/bulk-stock', { headers, data: { updates: [{ id: product.id, stock: 12 }] } })).status()).toBe(200);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/products?tab=edit&id=${product.id}`);
  const history = page.getByTestId('stock-history');
  const move = history.getByTestId('stock-move').first();
  await expect(move).toHaveAttribute('data-reason', 'bulk_edit');
  await expect(move).toContainText('+7');
  await expect(move).toContainText('Bulk stock edit');
  await expect(move).toContainText('admin@example.com');

  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.reload();
  await expect(page.getByTestId('stock-history')).toContainText('Atsargų istorija');
  await expect(page.getByTestId('stock-move').first()).toContainText('Masinis atsargų keitimas');
});
