import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BILLING_ADDRESS, adminHeaders, approvedCustomer, logIn, logOut, orderPlacedByNewCustomer, unique } from './helpers.ts';
import { waitForMail } from './outbox.ts';

/** Decision 048: re-approval, approval of an unverified e-mail, the delete dialog, the waiting list. */

const PASSWORD = 'Kaljanas-2026';

/** A business registered through the API, its e-mail not verified yet: waiting for approval. */
async function registeredBusiness(page: Page, company = `Laukiantis ${unique()} UAB`) {
  const email = `approval-${unique()}@example.lt`;
  const registered = await page.request.post('/api/auth/register', {
    data: {
      company_name: company,
      company_reg_number: '305000888',
      contact_person: 'Rūta Laukaitė',
      email,
      password: PASSWORD,
      ...BILLING_ADDRESS,
      js_enabled: true,
      form_elapsed_seconds: 10,
    },
  });
  expect(registered.status()).toBe(201);
  const headers = await adminHeaders(page);
  const found = await (await page.request.get(`/api/users/admin/all?search=${encodeURIComponent(email)}`, { headers })).json();
  return { company, email, id: found.users[0].id as number, headers };
}

async function inLithuanian(page: Page) {
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.reload();
}

interface Listed {
  id: number;
  company_name: string;
  created_at: string;
  approval_status: string;
  is_admin: boolean;
}

/** Every customer waiting for approval, oldest first, read from the plain (newest first) list page by page. */
async function everyoneWaiting(page: Page, headers: { authorization: string }): Promise<Listed[]> {
  const all: Listed[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const answer = await (await page.request.get(`/api/users/admin/all?limit=100&page=${pageNo}`, { headers })).json();
    all.push(...(answer.users as Listed[]));
    if (pageNo >= answer.pagination.pages) break;
  }
  return all
    .filter((user) => user.approval_status === 'pending' && !user.is_admin)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

test('an administrator approves a business rejected earlier: the button is there, the reason goes, the business is mailed and logs in', async ({
  page,
}) => {
  const business = await registeredBusiness(page);
  await page.request.patch(`/api/users/admin/${business.id}/verify-email`, { headers: business.headers });
  const rejected = await page.request.patch(`/api/users/admin/${business.id}/reject`, {
    headers: business.headers,
    data: { reason: 'Licence number missing' },
  });
  expect(rejected.status()).toBe(200);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/users?status=rejected');
  await expect(page.getByLabel('Approval')).toHaveValue('rejected');
  await page.getByLabel('Search users').fill(business.company);
  await expect(page.getByRole('button', { name: `Approve ${business.company}` }).filter({ visible: true })).toBeVisible();
  await page.getByRole('link', { name: business.company }).filter({ visible: true }).click();
  await expect(page).toHaveURL(`/admin/users/${business.id}`);
  await expect(page.getByText('This registration was rejected. You can still approve it')).toBeVisible();
  await expect(page.getByText('Licence number missing')).toBeVisible();

  await page.getByRole('button', { name: 'Approve', exact: true }).click();

  await expect(page.getByText(`${business.company} has been approved.`)).toBeVisible();
  await expect(page.getByText('Licence number missing')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await waitForMail(business.email, /Your account has been approved|Jūsų paskyra patvirtinta/);
  await logOut(page);
  await logIn(page, business.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('in Lithuanian, approving a business that never verified its e-mail says beforehand and afterwards that the e-mail is verified too; it logs in', async ({
  page,
}) => {
  const business = await registeredBusiness(page, `Nepatvirtintas ${unique()} MB`);
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/users/${business.id}`);
  await inLithuanian(page);
  await expect(page.getByText('El. pašto adresas dar nepatvirtintas. Patvirtinus paskyrą jis bus pažymėtas kaip patvirtintas')).toBeVisible();

  await page.getByRole('button', { name: 'Patvirtinti el. paštą ir paskyrą', exact: true }).click();

  await expect(page.getByText(`${business.company}: el. paštas pažymėtas kaip patvirtintas, paskyra patvirtinta.`)).toBeVisible();
  await expect(page.getByText('El. paštas patvirtintas', { exact: true }).first()).toBeVisible();
  await waitForMail(business.email, /Your account has been approved|Jūsų paskyra patvirtinta/);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'en'));
  await page.reload();
  await logOut(page);
  await logIn(page, business.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the delete dialog says beforehand that a customer with orders is anonymised and one without is deleted, in English and Lithuanian', async ({
  page,
}) => {
  const { customer } = await orderPlacedByNewCustomer(page);
  const headers = await adminHeaders(page);
  const withOrders = (await (await page.request.get(`/api/users/admin/${customer.id}`, { headers })).json()).user as { company_name: string };
  const withoutOrders = await registeredBusiness(page, `Be užsakymų ${unique()} UAB`);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/users?q=${encodeURIComponent(withoutOrders.email)}`);
  await page
    .getByRole('button', { name: `Delete ${withoutOrders.company}` })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Delete user' })).toBeVisible();
  await expect(dialog).toContainText(`Delete ${withoutOrders.company}? The account has no orders, so it will be deleted permanently.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/admin/users?q=${encodeURIComponent(customer.email)}`);
  await page
    .getByRole('button', { name: `Delete ${withOrders.company_name}` })
    .filter({ visible: true })
    .click();
  await expect(dialog.getByRole('heading', { name: 'Anonymise customer' })).toBeVisible();
  await expect(dialog).toContainText(`${withOrders.company_name} has 1 order, so the account will be anonymised, not deleted`);
  await expect(dialog).toContainText('The orders and documents are kept.');
  await expect(dialog.getByRole('button', { name: 'Anonymise', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/admin/users/${customer.id}`);
  await inLithuanian(page);
  await page.getByRole('button', { name: 'Ištrinti naudotoją' }).click();
  await expect(dialog.getByRole('heading', { name: 'Anonimizuoti klientą' })).toBeVisible();
  await expect(dialog).toContainText(`${withOrders.company_name} turi 1 užsakymą, todėl paskyra bus ne ištrinta, o anonimizuota`);
  await dialog.getByRole('button', { name: 'Anonimizuoti', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText(`${withOrders.company_name} turėjo užsakymų, todėl paskyra ne ištrinta, o anonimizuota`)).toBeVisible();
});

test('the dashboard lists the customers waiting longest first and links to all of them; in Lithuanian too', async ({ page }) => {
  const headers = await adminHeaders(page);
  const mine: string[] = [];
  for (let i = 1; i <= 6; i++) mine.push((await registeredBusiness(page, `Eilė ${i} ${unique()} UAB`)).company);
  const waiting = await everyoneWaiting(page, headers);
  expect(waiting.length).toBeGreaterThanOrEqual(6);
  const oldestFive = waiting.slice(0, 5).map((user) => user.company_name);
  // The newest of the six waits least: with six or more waiting it is not among the five shown.
  expect(oldestFive).not.toContain(mine[5]);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/dashboard');
  const entries = page.getByTestId('pending-customer');
  await expect(entries).toHaveCount(5);
  for (const [index, company] of oldestFive.entries()) await expect(entries.nth(index)).toContainText(company);
  await expect(entries.first()).toContainText(/Awaiting approval|E-mail not verified/);
  const total = waiting.length;
  await page.getByRole('link', { name: `All waiting: ${total} customers` }).click();

  await expect(page).toHaveURL(/\/admin\/users\?status=pending$/);
  await expect(page.getByText(`${total} customers waiting, longest waiting first`)).toBeVisible();
  const firstRow = page.locator('table tbody tr').first();
  await expect(firstRow).toContainText(waiting[0]!.company_name);

  await page.goto('/dashboard');
  await inLithuanian(page);
  await expect(page.getByText('Patvirtinimo laukiantys klientai')).toBeVisible();
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'klientas', few: 'klientai', many: 'kliento', other: 'klientų' };
  const form = forms[new Intl.PluralRules('lt').select(total)];
  await expect(page.getByRole('link', { name: `Visi laukiantys: ${total} ${form}` })).toBeVisible();
  await expect(entries.nth(0)).toContainText(oldestFive[0]!);
  await expect(entries.first()).toContainText(/Laukia patvirtinimo|El\. paštas nepatvirtintas/);
});

test('an approved customer renames its company in Lithuanian: the change waits, the administrator confirms it from the approvals queue, the profile shows the new name', async ({
  page,
}) => {
  const customer = await approvedCustomer(page);
  const newName = `Naujas Vardas ${unique()} UAB`;
  await logIn(page, customer.email, customer.password);
  await page.goto('/profile');
  await inLithuanian(page);
  const oldName = await page.getByLabel('Įmonės pavadinimas').inputValue();
  await page.getByLabel('Įmonės pavadinimas').fill(newName);
  await page.getByRole('button', { name: 'Išsaugoti pakeitimus' }).click();
  await expect(page.getByText('Profilis išsaugotas. Įmonės pavadinimo, kodo ar PVM mokėtojo kodo pakeitimas laukia mūsų patvirtinimo')).toBeVisible();
  const held = page.getByTestId('held-company-changes');
  await expect(held).toContainText('Įmonės duomenys laukia mūsų patvirtinimo');
  await expect(held).toContainText(`Įmonės pavadinimas: ${oldName} → ${newName}`);
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'en'));
  await page.reload();
  await logOut(page);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto('/admin/users');
  const entry = page.getByTestId('company-change').filter({ hasText: newName });
  await expect(page.getByTestId('company-changes-queue')).toContainText(/changes? of company details awaiting confirmation/);
  await expect(entry.getByTestId('company-change-field')).toHaveText(`Company name: ${oldName} → ${newName}`);
  await entry.getByRole('button', { name: `Confirm the new company details of ${oldName}` }).click();
  await expect(page.getByText(`${oldName}: the new company details are confirmed.`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  await logOut(page);

  await logIn(page, customer.email, customer.password);
  await page.goto('/profile');
  await expect(page.getByLabel('Company name')).toHaveValue(newName);
  await expect(page.getByTestId('held-company-changes')).toHaveCount(0);
});
