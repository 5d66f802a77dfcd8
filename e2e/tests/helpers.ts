import { expect, type Page } from '@playwright/test';

export const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

export async function logOut(page: Page) {
  await page.getByTestId('profile-menu-trigger').click();
  await page.getByRole('menuitem', { name: /log ?out/i }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('nav-login').filter({ visible: true })).toBeVisible();
}

/** A fresh approved customer made through the administrator's API, so each journey starts clean. */
export async function approvedCustomer(page: Page, userType: 'SHOP' | 'BAR' | null = null) {
  const api = page.request;
  const email = `e2e-${unique()}@example.lt`;
  const registered = await api.post('/api/auth/register', {
    data: { company_name: `E2E ${unique()} UAB`, company_reg_number: '305000777', contact_person: 'Testas Testauskas', email, password: 'secret123', js_enabled: true, form_elapsed_seconds: 10 },
  });
  expect(registered.status()).toBe(201);
  const admin = await (await api.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin1234' } })).json();
  const headers = { authorization: `Bearer ${admin.token}` };
  const users = await (await api.get(`/api/users/admin/all?search=${encodeURIComponent(email)}`, { headers })).json();
  const id = users.users[0].id as number;
  await api.patch(`/api/users/admin/${id}/verify-email`, { headers });
  await api.patch(`/api/users/admin/${id}/approve`, { headers });
  if (userType) await api.put(`/api/users/admin/${id}`, { headers, data: { user_type: userType } });
  return { email, password: 'secret123', id };
}
