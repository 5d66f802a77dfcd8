import { expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';

test("an administrator's text override shows on the home page, and its reset brings the bundled text back", async ({ page }) => {
  const { token } = await (await page.request.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin1234' } })).json();
  const headers = { authorization: `Bearer ${token}` };
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  const bundled = (await heading.textContent())!.trim();
  expect(
    (
      await page.request.put('/api/translations/admin/en', {
        headers,
        data: { key: 'home.hero.title', value: 'Hookah tobacco for <b>your</b> business' },
      })
    ).ok(),
  ).toBe(true);
  await page.reload();
  await expect(heading).toHaveText('Hookah tobacco for <b>your</b> business');
  await page.request.delete('/api/translations/admin/en/home.hero.title', { headers });
  await page.reload();
  await expect(heading).toHaveText(bundled);
});

test('the administrator edits the home page title on the translations screen in both languages, finds it among the overridden texts, and resets it', async ({
  page,
}) => {
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.getByTestId('nav-settings').filter({ visible: true }).click();
  await page.getByRole('menuitem', { name: 'Translations' }).click();
  await expect(page.getByRole('heading', { name: 'Translations', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Missing \(0\)$/ })).toBeVisible();

  await page.getByLabel('Search').fill('home.hero.title');
  const row = page.getByTestId('translation-row').filter({ hasText: 'home.hero.title' });
  await expect(row).toHaveCount(1);
  const bundledEn = (await row.locator('td').nth(1).innerText()).trim();
  await row.getByRole('button', { name: 'Edit home.hero.title' }).click();
  const dialog = page.getByTestId('translation-edit-dialog');
  await dialog.getByLabel('English text').fill('Tobacco for <i>licensed</i> shops and bars');
  await dialog.getByLabel('Lithuanian text').fill('Tabakas licencijuotoms parduotuvėms ir barams');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: /^Overridden \(1\)$/ }).click();
  await expect(page.getByTestId('translation-row')).toHaveCount(1);
  await expect(page.getByTestId('translation-row')).toContainText('Tabakas licencijuotoms parduotuvėms ir barams');

  await page.getByRole('link', { name: 'Hookah Wholesale home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tobacco for <i>licensed</i> shops and bars');
  await page.getByRole('button', { name: 'Lietuvių', exact: true }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tabakas licencijuotoms parduotuvėms ir barams');
  await page.getByRole('button', { name: 'English', exact: true }).filter({ visible: true }).first().click();

  await page.goto('/admin/translations?filter=overridden');
  await page.getByRole('button', { name: 'Edit home.hero.title' }).click();
  await page.getByTestId('translation-edit-dialog').getByRole('button', { name: 'Reset English to the shipped text' }).click();
  await page.getByTestId('translation-edit-dialog').getByRole('button', { name: 'Reset Lithuanian to the shipped text' }).click();
  await page.getByTestId('translation-edit-dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: /^Overridden \(0\)$/ })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bundledEn);
});
