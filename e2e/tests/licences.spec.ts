import { expect, test } from './fixtures.ts';
import { approvedCustomer, logIn, logOut } from './helpers.ts';

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
  await page.goto('/admin/users');
  await expect(page.getByTestId('licence-queue-item').filter({ hasText: licence })).toHaveCount(0);
  await logOut(page);

  await logIn(page, customer.email, customer.password);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/profile');
  await expect(page.getByTestId('address-item').filter({ hasText: licence }).getByTestId('licence-status')).toHaveText('Licencija patikrinta');
});
