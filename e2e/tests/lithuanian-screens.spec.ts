import { expect, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, orderPlacedByNewCustomer } from './helpers.ts';
import { expectNoEnglishWords } from './lithuanian-words.ts';

// Decision 089: a Lithuanian screen shows no English word the shop uses; the greeting needs no name case.

test('a customer reading in Lithuanian sees no English word on the dashboard, the profile, the orders, the order and its invoice', async ({
  page,
}) => {
  const { customer, order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
  const headers = await adminHeaders(page);
  await endOrder(page, headers, order.id);
  const ordered = (await (await page.request.get(`/api/orders/admin/${order.id}`, { headers })).json()).order as {
    company_name: string;
    items: Array<{ brand: string; name: string; flavor: string }>;
  };
  // The order's products as the catalogue names them: data, not the shop's words.
  const products = ordered.items.flatMap((item) => [item.brand, item.name, item.flavor]);

  await logIn(page, customer.email, customer.password);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sveiki, ${ordered.company_name}`);
  await expectNoEnglishWords(page, products);

  await page.goto('/profile');
  await expect(page.getByText('Paskyros būsena')).toBeVisible();
  await expect(
    page
      .locator('select')
      .filter({ has: page.locator('option:checked', { hasText: 'Lietuva' }) })
      .first(),
  ).toBeVisible();
  await expectNoEnglishWords(page, products);

  await page.goto('/orders');
  await expect(page.getByText(order.order_number).first()).toBeVisible();
  await expectNoEnglishWords(page, products);

  await page.goto(`/orders/${order.id}`);
  await expect(page.getByText(order.order_number).first()).toBeVisible();
  await expectNoEnglishWords(page, products);

  await page.goto('/orders?tab=invoices');
  await page.getByTestId('invoice-row').filter({ hasText: order.order_number }).getByTestId('view-invoice').click();
  await expect(page.getByTestId('document-modal')).toContainText('Lietuva');
  await expectNoEnglishWords(page, products);
});
