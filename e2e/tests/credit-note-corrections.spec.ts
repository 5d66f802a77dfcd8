import { expect, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, orderPlacedByNewCustomer } from './helpers.ts';

// Decision 055: a credit note that corrects a price, issued from the invoice's viewer in either language.
const journeys = [
  {
    language: 'en',
    chosen: 'Chosen lines (returned units or a price correction) and a discount on the whole invoice',
    mode: 'Price correction',
    price: (euros: number) => euros.toFixed(2),
    // €1.00 off one unit: €1.00 + €0.21 VAT.
    total: '-€1.21',
    refused: /must be below €\d+\.\d{2}, its price on the invoice/,
    issued: /KS-\d{4}-\d{5} issued/,
    line: /price correction: €[\d,.]+ → €[\d,.]+, 1 pc = -€1\.00/,
  },
  {
    language: 'lt',
    chosen: 'Pasirinktos eilutės (grąžinti vienetai arba kainos korekcija) ir nuolaida visai sąskaitai',
    mode: 'Kainos korekcija',
    // A Lithuanian types the decimal comma.
    price: (euros: number) => euros.toFixed(2).replace('.', ','),
    total: '\u22121,21\u00a0€',
    refused: /kaina turi būti mažesnė nei [\d\s\u00a0]+,\d{2}\s€/,
    issued: /KS-\d{4}-\d{5} išrašyta/,
    line: /kainos korekcija: [\d\s\u00a0,]+€ → [\d\s\u00a0,]+€, 1 vnt\. = \u22121,00\s€/,
  },
] as const;

for (const journey of journeys) {
  test(`the administrator credits a price difference on one unit from the invoice viewer (${journey.language}); stock stays`, async ({ page }) => {
    const { order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
    const headers = await adminHeaders(page);
    await endOrder(page, headers, order.id);
    const invoice = (await (await page.request.get(`/api/invoices/order/${order.id}`, { headers })).json()).invoice as {
      items: Array<{ sku: string; unit_price: number }>;
    };
    const line = invoice.items[0]!;
    expect(line.unit_price).toBeGreaterThan(1);
    const stockBefore = (await (await page.request.get(`/api/products?search=${encodeURIComponent(line.sku)}`, { headers })).json()).products[0]
      ?.stock;

    expect(typeof stockBefore).toBe('number');
    await logIn(page, 'admin@example.com', 'admin1234');
    await page.evaluate((language) => localStorage.setItem('wholesale.language', language), journey.language);
    await page.goto('/admin/invoices');
    await page.getByTestId('admin-invoice-row').filter({ hasText: order.order_number }).getByTestId('view-invoice-admin').click();
    const panel = page.getByTestId('document-modal').getByTestId('credit-note-panel');
    await panel.getByTestId('open-credit-note').click();
    await panel.getByTestId('credit-note-reason').fill(journey.language === 'lt' ? 'Sutarta mažesnė kaina' : 'Agreed lower price');
    await panel.getByLabel(journey.chosen).check();
    const row = panel.getByTestId('credit-note-line').filter({ hasText: line.sku });
    await row.getByTestId('credit-line-mode').selectOption({ label: journey.mode });
    await row.getByTestId('credit-line-quantity').fill('1');

    // A corrected price that is not lower is refused before anything is sent, in the reader's language.
    await row.getByTestId('credit-line-price').fill(journey.price(line.unit_price + 1));
    await expect(panel.getByTestId('credit-note-error')).toContainText(journey.refused);

    await row.getByTestId('credit-line-price').fill(journey.price(line.unit_price - 1));
    await expect(panel.getByTestId('credit-note-preview-total')).toHaveText(journey.total);
    await panel.getByTestId('issue-credit-note').click();
    await expect(panel.getByTestId('credit-note-message')).toContainText(journey.issued);
    await expect(panel.getByTestId('credit-note-contents')).toContainText(journey.line);

    const stockAfter = (await (await page.request.get(`/api/products?search=${encodeURIComponent(line.sku)}`, { headers })).json()).products[0]
      ?.stock;
    expect(stockAfter).toBe(stockBefore);
  });
}
