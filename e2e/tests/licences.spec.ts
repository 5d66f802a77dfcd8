import { expect, test } from './fixtures.ts';
import { adminHeaders, approvedCustomer, logIn, logOut } from './helpers.ts';

test('an administrator finds a new licence in the queue, checks it in the register and verifies it; the customer sees it verified', async ({
  page,
}) => {
  const customer = await approvedCustomer(page);
  const session = await (await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const licence = `TL-${Date.now()}`;
  const created = await page.request.post('/api/users/addresses', {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      address_name: 'Baras',
      street_address: 'Pilies g. 1',
      city: 'Vilnius',
      country: 'Lithuania',
      tobacco_license: licence,
      licence_type: 'retail',
      licence_issuer: 'Vilniaus m. sav.',
    },
  });
  expect(created.status()).toBe(201);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/users');
  const queue = page.getByTestId('licence-queue');
  await queue.getByTestId('licence-queue-item').filter({ hasText: licence }).click();
  await expect(page).toHaveURL(`/admin/users/${customer.id}`);
  await expect(page.getByTestId('licence-search-link')).toHaveAttribute('href', 'https://www.licencijavimas.lt/lis-epp-app/public/licenceSearch');
  const row = page.getByTestId('admin-licence').filter({ hasText: licence });
  await expect(row.getByTestId('licence-status')).toHaveText('Licence not yet verified');
  await expect(row.getByTestId('licence-details')).toContainText('Retail trade · issued by Vilniaus m. sav.');
  await row.getByTestId('licence-verify').click();
  await expect(row).toContainText(`Licence ${licence} is verified.`);
  await expect(row.getByTestId('licence-status')).toHaveText('Licence verified');
  // Verified: the button is gone, only Reject remains to change one's mind.
  await expect(row.getByTestId('licence-verify')).toHaveCount(0);
  await expect(row.getByTestId('licence-reject')).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByTestId('licence-queue-item').filter({ hasText: licence })).toHaveCount(0);
  await logOut(page);

  await logIn(page, customer.email, customer.password);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/profile');
  await expect(page.getByTestId('address-item').filter({ hasText: licence }).getByTestId('licence-status')).toHaveText('Licencija patikrinta');
});

test('a customer stretches a verified licence’s validity: it is unverified again and the administrator sees in the queue what changed, in English and Lithuanian', async ({
  page,
}) => {
  const customer = await approvedCustomer(page);
  const session = await (await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
  const licence = `TL-${Date.now()}`;
  const created = await page.request.post('/api/users/addresses', {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      address_name: 'Kavinė',
      street_address: 'Laisvės al. 7',
      city: 'Kaunas',
      country: 'LT',
      tobacco_license: licence,
      licence_type: 'retail',
      licence_valid_until: '2027-03-31',
    },
  });
  const address = (await created.json()).address as { id: number; licence_version: number };
  const headers = await adminHeaders(page);
  const verified = await page.request.patch(`/api/users/admin/${customer.id}/addresses/${address.id}/licence`, {
    headers,
    data: { status: 'verified', version: address.licence_version },
  });
  expect(verified.status()).toBe(200);

  await logIn(page, customer.email, customer.password);
  await page.goto('/profile');
  const item = page.getByTestId('address-item').filter({ hasText: licence });
  await expect(item.getByTestId('licence-status')).toHaveText('Licence verified');
  await item.getByTestId('address-edit').click();
  const book = page.getByTestId('address-book');
  await book.getByLabel('Valid until (if stated)').fill('2099-12-31');
  await book.getByRole('button', { name: 'Save changes' }).click();
  await expect(item.getByTestId('licence-status')).toHaveText('Licence not yet verified');
  await logOut(page);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/users');
  const queued = page.getByTestId('licence-queue').getByTestId('licence-queue-item').filter({ hasText: licence });
  await expect(queued.getByTestId('licence-changes')).toContainText('Changed by the customer since it was verified:');
  await expect(queued.getByTestId('licence-change')).toHaveText(/^Valid until: .*2027.* → .*2099.*$/);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.reload();
  await expect(queued.getByTestId('licence-changes')).toContainText('Klientas pakeitė po patikrinimo:');
  await expect(queued.getByTestId('licence-change')).toContainText('Galioja iki: 2027-03-31 → 2099-12-31');

  // On the customer's page the administrator sees the same change beside the licence and verifies the new validity.
  await queued.getByRole('link').click();
  const row = page.getByTestId('admin-licence').filter({ hasText: licence });
  await expect(row.getByTestId('licence-change')).toContainText('Galioja iki: 2027-03-31 → 2099-12-31');
  await row.getByTestId('licence-verify').click();
  await expect(row.getByTestId('licence-status')).toHaveText('Licencija patikrinta');
  await expect(row.getByTestId('licence-changes')).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'en'));
});
