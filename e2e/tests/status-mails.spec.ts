import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { approvedCustomer, logIn, logOut, orderPlacedByNewCustomer, unique } from './helpers.ts';
import { waitForMail } from './outbox.ts';

// Decision 085: the administrator marks an order sent with its carrier, tracking
// number and day; the customer's order page shows them with the carrier's tracking link, and the
// customer's mail of it is in the outbox, in English and in Lithuanian.

const inLanguage = async (page: Page, language: 'en' | 'lt') => {
  await page.evaluate((chosen) => localStorage.setItem('wholesale.language', chosen), language);
  await page.reload();
};

/** The administrator fills the order's shipment card and marks it sent (labels in the page's language). */
async function markSent(
  page: Page,
  orderId: number,
  labels: { carrier: string; number: string; day: string; button: string },
  shipment: { carrier: string; number: string; day: string },
) {
  await page.goto(`/admin/orders/${orderId}`);
  const form = page.getByTestId('shipment-form');
  await form.getByLabel(labels.carrier).selectOption({ label: shipment.carrier });
  await form.getByLabel(labels.number).fill(shipment.number);
  await form.getByLabel(labels.day).fill(shipment.day);
  await form.getByRole('button', { name: labels.button }).click();
}

test('an order marked sent with DPD tracking: the buyer, told at checkout that a pre-invoice comes on request, sees the tracking link and gets the mail', async ({
  page,
}) => {
  // A buyer on credit terms checks out through the screens: the thank-you page promises only what happens.
  const customer = await approvedCustomer(page);
  const session = await (await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const auth = { authorization: `Bearer ${session.token}` };
  await page.request.post('/api/users/addresses', {
    headers: auth,
    data: { address_name: 'Sandėlis', street_address: 'Savanorių pr. 9', city: 'Kaunas', country: 'Lithuania', tobacco_license: `TL-${unique()}` },
  });
  const { products } = await (await page.request.get('/api/products?limit=50', { headers: auth })).json();
  const product = products.find((p: { stock: number; min_order_quantity: number }) => p.stock >= 2 * p.min_order_quantity);
  await page.request.post('/api/cart/add', { headers: auth, data: { product_id: product.id, quantity: product.min_order_quantity } });
  await logIn(page, customer.email, customer.password);
  await page.goto('/checkout');
  await page.getByTestId('tax-notice').check();
  await page.getByTestId('place-order').click();
  const confirmation = page.getByTestId('order-confirmation');
  const orderNumber = (await confirmation.getByTestId('order-number').textContent())!.trim();
  await expect(confirmation.getByTestId('confirmation-next')).toHaveText(
    'We will confirm the order by e-mail. If you need a pro-forma invoice, you can request one on the order page once it is confirmed.',
  );
  const placedMail = await waitForMail(customer.email, new RegExp(`^Order confirmation ${orderNumber}$`));
  expect(placedMail.text).toContain('you can request a pro-forma invoice on the order page');
  const orderId = Number((await (await page.request.get('/api/orders', { headers: auth })).json()).orders[0].id);
  await logOut(page);

  await logIn(page, 'admin@example.com', 'admin1234');
  await markSent(
    page,
    orderId,
    { carrier: 'Carrier', number: 'Tracking number', day: 'Expected delivery', button: 'Mark as sent' },
    { carrier: 'DPD', number: '05809023451234', day: '2026-12-10' },
  );
  await expect(page.getByRole('heading', { name: new RegExp(`Order ${orderNumber}`) })).toContainText('Sent');
  const mail = await waitForMail(customer.email, new RegExp(`^Order ${orderNumber} sent$`));
  expect(mail.text).toContain('Carrier: DPD. Tracking number: 05809023451234.');
  expect(mail.text).toContain('https://tracking.dpd.de/status/lt_LT/parcel/05809023451234');
  expect(mail.text).toContain('Expected delivery: 12/10/2026.');
  await logOut(page);

  await logIn(page, customer.email, customer.password);
  await page.goto(`/orders/${orderId}`);
  const shipment = page.getByTestId('order-shipment');
  await expect(shipment.getByTestId('shipment-carrier')).toHaveText('DPD');
  await expect(shipment.getByTestId('shipment-tracking-number')).toHaveText('05809023451234');
  await expect(shipment.getByTestId('shipment-expected-delivery')).toHaveText('12/10/2026');
  const link = shipment.getByRole('link', { name: /Track the parcel/ });
  await expect(link).toHaveAttribute('href', 'https://tracking.dpd.de/status/lt_LT/parcel/05809023451234');
  await expect(link).toHaveAttribute('target', '_blank');

  // The buyer can do without these mails: the box in its profile turns them off and stays off.
  await page.goto('/profile');
  const box = page.getByLabel('E-mail me when my orders are confirmed, sent or completed');
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('E-mail me when my orders are confirmed, sent or completed')).not.toBeChecked();
  expect((await (await page.request.get('/api/auth/me', { headers: auth })).json()).user.status_mails).toBe(false);
});

test('užsakymas pažymimas išsiųstu su Omniva siuntos numeriu: pirkėjas mato sekimo nuorodą ir gauna laišką lietuviškai', async ({ page }) => {
  const { customer, order } = await orderPlacedByNewCustomer(page);
  // The buyer reads the shop in Lithuanian: its mails are written in its language.
  const session = await (await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const auth = { authorization: `Bearer ${session.token}` };
  const me = session.user;
  const profile = await page.request.put('/api/auth/profile', {
    headers: auth,
    data: {
      company_name: me.company_name,
      contact_person: me.contact_person,
      billing_address: me.billing_address,
      billing_city: me.billing_city,
      billing_postal_code: me.billing_postal_code,
      billing_country: me.billing_country,
      language: 'lt',
    },
  });
  expect(profile.status()).toBe(200);

  await logIn(page, 'admin@example.com', 'admin1234');
  await inLanguage(page, 'lt');
  await markSent(
    page,
    order.id,
    { carrier: 'Vežėjas', number: 'Siuntos sekimo numeris', day: 'Numatoma pristatymo diena', button: 'Žymėti kaip išsiųstą' },
    { carrier: 'Omniva', number: 'CE123456789EE', day: '2026-12-11' },
  );
  await expect(page.getByRole('heading', { name: new RegExp(`Užsakymas ${order.order_number}`) })).toContainText('Išsiųstas');
  const mail = await waitForMail(customer.email, new RegExp(`^Užsakymas ${order.order_number} išsiųstas$`));
  expect(mail.text).toContain(`Išsiuntėme jūsų užsakymą ${order.order_number}.`);
  expect(mail.text).toContain('Vežėjas: Omniva. Siuntos sekimo numeris: CE123456789EE.');
  expect(mail.text).toContain('https://www.omniva.lt/verslo/siuntos_sekimas?barcode=CE123456789EE');
  expect(mail.text).toContain('Numatoma pristatymo diena: 2026-12-11.');
  await inLanguage(page, 'en');
  await logOut(page);

  await logIn(page, customer.email, customer.password);
  await inLanguage(page, 'lt');
  await page.goto(`/orders/${order.id}`);
  const shipment = page.getByTestId('order-shipment');
  await expect(page.getByRole('heading', { name: 'Siunta' })).toBeVisible();
  await expect(shipment.getByTestId('shipment-carrier')).toHaveText('Omniva');
  await expect(shipment.getByTestId('shipment-expected-delivery')).toHaveText('2026-12-11');
  await expect(shipment.getByRole('link', { name: /Sekti siuntą/ })).toHaveAttribute(
    'href',
    'https://www.omniva.lt/verslo/siuntos_sekimas?barcode=CE123456789EE',
  );
});
