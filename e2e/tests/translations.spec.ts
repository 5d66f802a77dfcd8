import { expect, test } from './fixtures.ts';

test('an administrator\'s text override shows on the home page, and its reset brings the bundled text back', async ({ page }) => {
  const { token } = await (await page.request.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin1234' } })).json();
  const headers = { authorization: `Bearer ${token}` };
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  const bundled = (await heading.textContent())!.trim();
  expect((await page.request.put('/api/translations/admin/en', { headers, data: { key: 'home.hero.title', value: 'Hookah tobacco for <b>your</b> business' } })).ok()).toBe(true);
  await page.reload();
  await expect(heading).toHaveText('Hookah tobacco for <b>your</b> business');
  await page.request.delete('/api/translations/admin/en/home.hero.title', { headers });
  await page.reload();
  await expect(heading).toHaveText(bundled);
});
