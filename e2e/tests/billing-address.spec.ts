import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { expect, shopDataDir, test } from './fixtures.ts';
import { adminHeaders, logIn, orderPlacedByNewCustomer, unique } from './helpers.ts';

// Decision 053: registration asks for the buyer's billing address; no document without it, in both languages.

async function inLithuanian(page: Page) {
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.reload();
}

/** The journey's database (the shop's only SQLite file): `sql` run with `params`. */
function inDatabase(sql: string, ...params: Array<string | number | null>): void {
  const db = new DatabaseSync(path.join(shopDataDir(), 'shop.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** A customer as registered before the address was asked for (no billing address), with a placed order. */
async function customerWithoutAddress(page: Page) {
  const { customer, order } = await orderPlacedByNewCustomer(page);
  inDatabase(
    'UPDATE users SET billing_address = NULL, billing_city = NULL, billing_postal_code = NULL, billing_country = NULL WHERE id = ?',
    customer.id,
  );
  // The order was placed then too: its copy of the buyer has no address either.
  inDatabase(
    "UPDATE orders SET customer_snapshot = json_set(customer_snapshot, '$.address', NULL, '$.city', NULL, '$.postal_code', NULL, '$.country', NULL) WHERE id = ?",
    order.id,
  );
  const headers = await adminHeaders(page);
  const { user } = await (await page.request.get(`/api/users/admin/${customer.id}`, { headers })).json();
  return { customer, order, company: user.company_name as string, headers };
}

/** The registration form filled in up to the billing address. */
async function fillRegistration(page: Page, labels: Record<'company' | 'code' | 'contact' | 'email' | 'confirm', string>, email: string) {
  await page.getByLabel(labels.company).fill(`Adreso ${unique()} UAB`);
  await page.getByLabel(labels.code).fill('305123000');
  await page.getByLabel(labels.contact).fill('Aistė Adresaitė');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(/^(Password|Slaptažodis)/).fill('Kaljanas-2026');
  await page.getByLabel(labels.confirm).fill('Kaljanas-2026');
}

async function storedAddress(page: Page, email: string) {
  const headers = await adminHeaders(page);
  const found = await (await page.request.get(`/api/users/admin/all?search=${encodeURIComponent(email)}`, { headers })).json();
  const { billing_address, billing_city, billing_postal_code, billing_country } = found.users[0];
  return { billing_address, billing_city, billing_postal_code, billing_country };
}

test('a business registers in Lithuanian with its billing address: Lietuva is the first country and preselected, the address is kept', async ({
  page,
}) => {
  await page.goto('/register');
  await inLithuanian(page);
  await page.getByRole('button', { name: 'Registruotis', exact: true }).click();
  await expect(page.getByText('Gatvė privaloma')).toBeVisible();
  await expect(page.getByText('Pašto kodas privalomas')).toBeVisible();

  const country = page.getByLabel('Šalis');
  await expect(country).toHaveValue('LT');
  await expect(country.locator('option').first()).toHaveText('Lietuva');
  await expect(country.locator('option[value="LV"]')).toHaveText('Latvija');

  const email = `adresas-${unique()}@example.lt`;
  await fillRegistration(
    page,
    { company: 'Įmonės pavadinimas', code: 'Įmonės kodas', contact: 'Kontaktinis asmuo', email: 'El. paštas', confirm: 'Pakartokite slaptažodį' },
    email,
  );
  await page.getByLabel('Gatvė, namo numeris').fill('Tilžės g. 5');
  await page.getByLabel('Miestas').fill('Šiauliai');
  await page.getByLabel('Pašto kodas').fill('LT-76285');
  await page.waitForTimeout(3200); // a person takes longer than the anti-spam minimum of 3 s
  await page.getByRole('button', { name: 'Registruotis', exact: true }).click();
  await expect(page.getByText('Registracija sėkminga!')).toBeVisible();
  expect(await storedAddress(page, email)).toEqual({
    billing_address: 'Tilžės g. 5',
    billing_city: 'Šiauliai',
    billing_postal_code: 'LT-76285',
    billing_country: 'LT',
  });
});

test('a business registers in English from another country: the countries are named in English and the chosen one is kept as its code', async ({
  page,
}) => {
  await page.goto('/register');
  const email = `address-${unique()}@example.lt`;
  await fillRegistration(
    page,
    { company: 'Company name', code: 'Company registration number', contact: 'Contact person', email: 'Email', confirm: 'Confirm password' },
    email,
  );
  const country = page.getByLabel('Country');
  await expect(country.locator('option').first()).toHaveText('Lithuania');
  await country.selectOption({ label: 'Latvia' });
  await page.getByLabel('Street address').fill('Brīvības iela 40');
  await page.getByLabel('City').fill('Rīga');
  await page.getByLabel('Postal code').fill('LV-1050');
  await page.waitForTimeout(3200);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  expect((await storedAddress(page, email)).billing_country).toBe('LV');
});

test('an administrator generating an invoice for a customer without an address reads what is missing; the customer is flagged', async ({ page }) => {
  const { customer, order, company } = await customerWithoutAddress(page);
  // An order ended before invoices came with the status change: its invoice is generated by hand.
  inDatabase("UPDATE orders SET status = 'ended' WHERE id = ?", order.id);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByTestId('generate-invoice-admin').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByTestId('documents-notice')).toHaveText(
    `The billing address of ${company} is incomplete (missing: street, postal code, city, country). Complete it on the customer's page before issuing a pre-invoice or an invoice.`,
  );
  await expect(page.getByTestId('document-invoice')).toContainText('Not generated');

  await page.goto(`/admin/users?q=${encodeURIComponent(customer.email)}`);
  await expect(page.getByTestId('billing-address-missing').filter({ visible: true })).toHaveText(
    '⚠ Billing address incomplete: street, postal code, city, country missing',
  );
  await page.goto(`/admin/users/${customer.id}`);
  await expect(page.getByTestId('billing-address-notice')).toContainText('Missing: street, postal code, city, country.');

  // The administrator completes the address on the customer's page; the invoice is then generated.
  await page.getByLabel('Billing address').fill('Gedimino pr. 9');
  await page.getByLabel('City').fill('Vilnius');
  await page.getByLabel('Postal code').fill('LT-01103');
  await page.getByLabel('Country').selectOption('LT');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('billing-address-notice')).toHaveCount(0);
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByTestId('generate-invoice-admin').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByTestId('documents-notice')).toContainText(/Invoice .+ was generated\./);
});

test('in Lithuanian, the refusal of a pre-invoice names the missing parts in Lithuanian, and so does the flag', async ({ page }) => {
  const { customer, order, company, headers } = await customerWithoutAddress(page);
  expect((await page.request.patch(`/api/orders/admin/${order.id}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/orders/${order.id}`);
  await inLithuanian(page);
  await page.getByRole('button', { name: 'Išrašyti išankstinę sąskaitą' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Išrašyti išankstinę sąskaitą' }).click();
  await expect(page.getByTestId('documents-notice')).toHaveText(
    `Įmonės ${company} adresas sąskaitoms neužpildytas (trūksta: gatvė, pašto kodas, miestas, šalis). Prieš išrašydami išankstinę sąskaitą ar PVM sąskaitą faktūrą, užpildykite jį kliento puslapyje.`,
  );
  await page.goto(`/admin/users/${customer.id}`);
  await expect(page.getByTestId('billing-address-notice')).toContainText('Trūksta: gatvė, pašto kodas, miestas, šalis.');
  await expect(page.getByLabel('Šalis')).toHaveValue('');
});

test('a customer from before completes its billing address in the profile; a shipping address abroad is chosen under "Other"', async ({ page }) => {
  const { customer } = await customerWithoutAddress(page);
  await logIn(page, customer.email, customer.password);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-billing-missing')).toHaveText(
    'Your billing address is incomplete (missing: street, postal code, city, country). Pre-invoices and invoices need it: please complete it below.',
  );
  const profile = page.getByRole('form', { name: 'Company information' });
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByText('Postal code is required')).toBeVisible();
  await expect(profile.getByLabel('Country')).toHaveValue('LT');
  await profile.getByLabel('Billing address').fill('Savanorių pr. 1');
  await profile.getByLabel('City').fill('Kaunas');
  await profile.getByLabel('Postal code').fill('LT-44255');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByTestId('profile-billing-missing')).toHaveCount(0);

  await page.getByTestId('address-add').click();
  const form = page.getByTestId('address-form');
  await expect(form.getByLabel('Country', { exact: true }).locator('option')).toHaveText([
    'Lithuania',
    'Latvia',
    'Estonia',
    'Poland',
    'Germany',
    'Other',
  ]);
  await form.getByLabel('Address name').fill('Kyiv warehouse');
  await form.getByLabel('Tobacco licence number').fill(`TL-UA-${unique()}`);
  await form.getByLabel('Street address').fill('Khreshchatyk 1');
  await form.getByLabel('City').fill('Kyiv');
  await form.getByLabel('Country', { exact: true }).selectOption({ label: 'Other' });
  await form.getByTestId('address-save').click();
  await expect(form.getByText('Please choose a country')).toBeVisible();
  await form.getByLabel('Other country').selectOption({ label: 'Ukraine' });
  await form.getByTestId('address-save').click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();
  await expect(page.getByText('Kyiv, Ukraine')).toBeVisible();
});
