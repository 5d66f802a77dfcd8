import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { expect, shopDataDir, test } from './fixtures.ts';
import { approvedCustomer, logIn, logOut } from './helpers.ts';

// Decision 063: the phone and postal code documents print are validated as what they are,
// in the form before saving and by the server; a stored value from before is flagged, not rewritten.

/** Values stored before the rules (a national phone, a shipping address's odd postal code), as a customer from before has them. */
function storedBefore(userId: number, phone: string, postalCode: string): void {
  const db = new DatabaseSync(path.join(shopDataDir(), 'shop.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, userId);
    db.prepare('UPDATE addresses SET postal_code = ? WHERE user_id = ?').run(postalCode, userId);
  } finally {
    db.close();
  }
}

const TEXTS = {
  en: {
    form: 'Company information',
    phone: 'Phone',
    postal: 'Postal code',
    save: 'Save changes',
    saved: 'Profile updated successfully',
    notInternational: '⚠ Phone not in international format (e.g. +370 612 34567)',
    addressPostal: '⚠ A Lithuanian postal code is LT-12345 or 12345 (5 digits)',
    phoneRefused: 'Enter the phone number in international format, e.g. +370 612 34567',
    postalRefused: 'A Lithuanian postal code is LT-12345 or 12345 (5 digits)',
  },
  lt: {
    form: 'Įmonės informacija',
    phone: 'Telefonas',
    postal: 'Pašto kodas',
    save: 'Išsaugoti pakeitimus',
    saved: 'Profilis sėkmingai atnaujintas',
    notInternational: '⚠ Telefono numeris ne tarptautinio formato (pvz., +370 612 34567)',
    addressPostal: '⚠ Lietuvos pašto kodas – LT-12345 arba 12345 (5 skaitmenys)',
    phoneRefused: 'Įveskite telefono numerį tarptautiniu formatu, pvz., +370 612 34567',
    postalRefused: 'Lietuvos pašto kodas – LT-12345 arba 12345 (5 skaitmenys)',
  },
} as const;

async function inLanguage(page: Page, language: 'en' | 'lt') {
  await page.evaluate((chosen) => localStorage.setItem('wholesale.language', chosen), language);
  await page.reload();
}

for (const language of ['en', 'lt'] as const) {
  const text = TEXTS[language];
  test(`in ${language === 'en' ? 'English' : 'Lithuanian'}, an administrator sees a stored national phone and an address's odd postal code flagged; the profile refuses a bad phone and postal code with the rule and saves good ones`, async ({
    page,
  }) => {
    const customer = await approvedCustomer(page);
    const { token } = await (await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).json();
    const address = await page.request.post('/api/users/addresses', {
      headers: { authorization: `Bearer ${token}` },
      data: { address_name: 'Shop', street_address: 'Gedimino pr. 5', city: 'Vilnius', country: 'LT', tobacco_license: 'TL-9001' },
    });
    expect(address.status()).toBe(201);
    storedBefore(customer.id, '8 612 34567', '1234');

    await logIn(page, 'admin@example.com', 'admin1234');
    await page.goto(`/admin/users/${customer.id}`);
    await inLanguage(page, language);
    await expect(page.getByTestId('stored-value-flag-phone')).toHaveText(text.notInternational);
    await expect(page.getByTestId('address-postal-flag')).toHaveText(text.addressPostal);
    // Shown as stored, never rewritten by the shop.
    await expect(page.getByLabel(text.phone)).toHaveValue('8 612 34567');
    await inLanguage(page, 'en');
    await logOut(page);

    await logIn(page, customer.email, customer.password);
    await page.goto('/profile');
    await inLanguage(page, language);
    const profile = page.getByRole('form', { name: text.form });
    await expect(profile.getByTestId('stored-value-flag-phone')).toHaveText(text.notInternational);
    await profile.getByLabel(text.phone).fill('not a phone');
    await profile.getByLabel(text.postal).fill('abc!!<script>');
    await profile.getByRole('button', { name: text.save }).click();
    await expect(profile.getByText(text.phoneRefused)).toBeVisible();
    await expect(profile.getByText(text.postalRefused)).toBeVisible();
    await expect(page.getByText(text.saved)).toHaveCount(0);

    await profile.getByLabel(text.phone).fill('8 612 34567');
    await profile.getByLabel(text.postal).fill('01103');
    await profile.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await page.reload();
    await expect(profile.getByLabel(text.phone)).toHaveValue('+370 612 34567');
    await expect(profile.getByLabel(text.postal)).toHaveValue('LT-01103');
    await expect(profile.getByTestId('stored-value-flag-phone')).toHaveCount(0);
  });
}
