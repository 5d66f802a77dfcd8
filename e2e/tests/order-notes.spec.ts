import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn, logOut, orderPlacedByNewCustomer } from './helpers.ts';
import { waitForMail } from './outbox.ts';

// Decision 096: an administrator, reading the shop in Lithuanian, adds a comment
// shared with the customer and an internal note on the order page; the customer sees only the comment
// (with its author and time) on its own order page, and gets it by e-mail.

const inLanguage = async (page: Page, language: 'en' | 'lt') => {
  await page.evaluate((chosen) => localStorage.setItem('wholesale.language', chosen), language);
  await page.reload();
};

test('vidinė pastaba lieka darbuotojams, komentaras klientui matomas jo užsakymo puslapyje ir išsiunčiamas laišku', async ({ page }) => {
  const { customer, order } = await orderPlacedByNewCustomer(page);

  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/orders/${order.id}`);
  await inLanguage(page, 'lt');
  const form = page.getByTestId('order-note-form');
  await expect(page.getByTestId('order-notes-empty')).toHaveText('Pastabų ir komentarų dar nėra');

  // An empty note is refused on the form, in Lithuanian, and nothing is written.
  await form.getByRole('button', { name: 'Pridėti vidinę pastabą' }).click();
  await expect(form.getByText('Pastabos tekstas privalomas')).toBeVisible();

  await form.getByLabel('Nauja pastaba arba komentaras').fill('Jūsų užsakymą išsiųsime antradienį.');
  await form.getByLabel('Matoma klientui').check();
  await form.getByRole('button', { name: 'Siųsti komentarą klientui' }).click();
  const notes = page.getByTestId('order-note');
  await expect(notes).toHaveCount(1);
  await expect(form.getByLabel('Nauja pastaba arba komentaras')).toHaveValue('');
  await expect(form.getByLabel('Matoma klientui')).not.toBeChecked();

  await form.getByLabel('Nauja pastaba arba komentaras').fill('Skambinti prieš pristatant: vartų kodas 4455.');
  await form.getByRole('button', { name: 'Pridėti vidinę pastabą' }).click();
  await expect(notes).toHaveCount(2);
  await expect(notes.nth(0)).toContainText('Matoma klientui');
  await expect(notes.nth(0)).toContainText('Jūsų užsakymą išsiųsime antradienį.');
  await expect(notes.nth(1)).toContainText('Vidinė pastaba');
  await expect(notes.nth(1)).toContainText('Admin');
  await expect(notes.nth(1)).toContainText('vartų kodas 4455');
  await inLanguage(page, 'en');
  await logOut(page);

  // The customer's mail of the comment, once, and never the internal note.
  const mail = await waitForMail(customer.email, new RegExp(`^New comment on your order ${order.order_number}$`));
  expect(mail.text).toContain('Jūsų užsakymą išsiųsime antradienį.');
  expect(mail.text).not.toContain('4455');

  await logIn(page, customer.email, customer.password);
  await page.goto(`/orders/${order.id}`);
  const comments = page.getByTestId('order-comment');
  await expect(comments).toHaveCount(1);
  await expect(comments.first()).toContainText('From Admin');
  await expect(comments.first()).toContainText('Jūsų užsakymą išsiųsime antradienį.');
  await expect(comments.first().locator('time')).not.toBeEmpty();
  await expect(page.getByText('Comments from the shop')).toBeVisible();
  await expect(page.getByTestId('order-detail')).not.toContainText('4455');
});
