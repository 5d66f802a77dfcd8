import { expect, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, orderPlacedByNewCustomer } from './helpers.ts';
import { expectNoEnglishWords } from './lithuanian-words.ts';

test('a customer reading in Lithuanian sees the invoice’s country and payment terms in Lithuanian, though they were entered in English', async ({
  page,
}) => {
  const { customer, order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
  const headers = await adminHeaders(page);
  expect((await page.request.put(`/api/users/admin/${customer.id}`, { headers, data: { payment_terms: 'Net 14 days' } })).status()).toBe(200);
  await endOrder(page, headers, order.id);

  await logIn(page, customer.email, customer.password);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/orders?tab=invoices');
  const row = page.getByTestId('invoice-row').filter({ hasText: order.order_number });
  await row.getByTestId('view-invoice').click();
  const invoice = page.getByTestId('document-modal');
  await expect(invoice.getByTestId('document-shipping')).toContainText('Lietuva');
  await expect(invoice.getByTestId('document-details')).toContainText('14 dienų');
  await expect(invoice).not.toContainText('Lithuania');
  await expect(invoice).not.toContainText('Net 14 days');
  // Nor any other English word of the shop (decision 089); the product's own names are data.
  const { items } = (await (await page.request.get(`/api/orders/admin/${order.id}`, { headers })).json()).order as {
    items: Array<{ brand: string; name: string; flavor: string }>;
  };
  await expectNoEnglishWords(
    page,
    items.flatMap((item) => [item.brand, item.name, item.flavor]),
  );
});
