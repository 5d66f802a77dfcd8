import { generate } from 'otplib';
import { expect, test } from './fixtures.ts';
import { approvedCustomer, logIn, logOut } from './helpers.ts';

/** The authenticator app's code for the secret, one 30-second step ahead: never the step the setup just used. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test('a customer sets up two-factor sign-in on the profile and signs in with the app code, then with a recovery code once', async ({ page }) => {
  const customer = await approvedCustomer(page);
  await logIn(page, customer.email, customer.password);
  await page.goto('/profile');
  const card = page.getByTestId('two-factor');
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong code turns nothing on.
  await card.getByLabel('Code from the app').fill('000000');
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(card.getByRole('alert')).toContainText('That code is not valid');
  await card.getByLabel('Code from the app').fill(await generate({ secret }));
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = card.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().innerText()).trim();
  expect(recovery).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  await card.getByRole('button', { name: 'I have saved the codes' }).click();
  await expect(card.getByTestId('two-factor-on')).toBeVisible();
  await expect(card.getByTestId('two-factor-secret')).toHaveCount(0);

  // Sign-in asks for the code after the password, and the password is not asked again.
  await logOut(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const step = page.getByTestId('login-code-step');
  await expect(step).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toHaveCount(0);
  await step.getByLabel('Code').fill('123456');
  await step.getByRole('button', { name: 'Sign in' }).click();
  await expect(step.getByRole('alert')).toContainText('That code is not valid');
  await step.getByLabel('Code').fill(await nextCode(secret));
  await step.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  // A recovery code signs in once.
  await logOut(page);
  for (const outcome of ['in', 'refused'] as const) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel(/^Password/).fill(customer.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('login-code-step').getByLabel('Code').fill(recovery.toLowerCase());
    await page.getByTestId('login-code-step').getByRole('button', { name: 'Sign in' }).click();
    if (outcome === 'in') {
      await expect(page).not.toHaveURL(/\/login$/);
      await logOut(page);
    } else {
      await expect(page.getByTestId('login-code-step').getByRole('alert')).toContainText('That code is not valid');
    }
  }
});
