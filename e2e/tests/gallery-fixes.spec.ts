import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { adminHeaders, logIn, unique } from './helpers.ts';

// Rename then save in one dialog, the reason a product's photo is kept, deleting one image.

const png = (background: string) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background } })
    .png()
    .toBuffer();

interface Uploaded {
  id: number;
  url: string;
  filename: string;
}

/** A new folder with the named images in it, made through the API; the journeys act on the screen. */
async function folderWith(page: Page, names: string[]): Promise<{ folderId: number; images: Uploaded[] }> {
  const headers = await adminHeaders(page);
  const folder = await (await page.request.post('/api/gallery/folders', { headers, data: { name: `Fixes ${unique()}` } })).json();
  const images: Uploaded[] = [];
  for (const name of names) {
    const answer = await page.request.post('/api/gallery/upload', {
      headers,
      multipart: { folder_id: String(folder.folder.id), images: { name, mimeType: 'image/png', buffer: await png('#0f766e') } },
    });
    expect(answer.status()).toBe(201);
    images.push((await answer.json()).images[0]);
  }
  return { folderId: folder.folder.id, images };
}

/** An inactive product (out of the catalogue) whose photo is the given gallery image. */
async function productShowing(page: Page, imageUrl: string): Promise<string> {
  const name = `Photo Holder ${unique()}`;
  const created = await page.request.post('/api/products', {
    headers: await adminHeaders(page),
    data: { brand: 'Testbrand', name, flavor: 'Mint', weight: '50g', price: 12.5, image_url: imageUrl, is_active: false },
  });
  expect(created.status()).toBe(201);
  return name;
}

async function galleryImages(page: Page, folderId: number) {
  const answer = await page.request.get(`/api/gallery?folder_id=${folderId}`, { headers: await adminHeaders(page) });
  return (await answer.json()).images as Array<Uploaded & { display_name: string | null; alt_text: string | null; seo_title: string | null }>;
}

test('after "Rename file", "Save changes" in the same dialog saves the other edits under the new file name', async ({ page }) => {
  const { folderId, images } = await folderWith(page, ['rename-then-save.png']);
  const photoName = `Kiwi Mint ${unique()}`;
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/gallery?folder=${folderId}`);
  await page.getByRole('button', { name: 'Edit: rename-then-save' }).click();
  const edit = page.getByTestId('gallery-edit-dialog');
  await expect(edit.getByTestId('gallery-file-name')).toHaveText(images[0]!.filename);

  await edit.getByLabel(/^Photo name/).fill(photoName);
  await edit.getByRole('button', { name: 'Rename file' }).click();
  await expect(edit.getByRole('status')).toContainText('File renamed to kiwi-mint-');
  const renamedTo = (await edit.getByTestId('gallery-file-name').textContent())!;
  expect(renamedTo).toMatch(/^kiwi-mint-[\d-]+-[0-9a-f]{8}\.webp$/);

  await edit.getByLabel('Alt text').fill('A green tin of Kiwi Mint');
  await edit.getByLabel('SEO title').fill('Kiwi Mint 50 g – wholesale');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);

  const [saved] = await galleryImages(page, folderId);
  expect(saved).toMatchObject({
    id: images[0]!.id,
    filename: renamedTo,
    display_name: photoName,
    alt_text: 'A green tin of Kiwi Mint',
    seo_title: 'Kiwi Mint 50 g – wholesale',
  });
  await page.getByRole('button', { name: `Edit: ${photoName}` }).click();
  await expect(page.getByTestId('gallery-edit-dialog').getByLabel('SEO title')).toHaveValue('Kiwi Mint 50 g – wholesale');
  await expect(page.getByTestId('gallery-edit-dialog').getByTestId('gallery-file-name')).toHaveText(renamedTo);
});

test("bulk delete says per image why it was kept: the product's photo names the product", async ({ page }) => {
  const { folderId, images } = await folderWith(page, ['kept-photo.png', 'goes-away.png']);
  const product = await productShowing(page, images[0]!.url);
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/gallery?folder=${folderId}&view=list`);
  await expect(page.getByTestId('gallery-item')).toHaveCount(2);
  await page.getByLabel('Select all on this page').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();

  const notice = page.getByTestId('gallery-notice');
  await expect(notice).toContainText('1 image deleted. 1 failed.');
  await expect(notice.getByTestId('gallery-notice-reasons').getByRole('listitem')).toHaveText([
    `kept-photo: This image is a product's photo (${product}); choose another photo for the product first`,
  ]);
  await expect(page.getByTestId('gallery-item')).toHaveCount(1);
  await expect(page.getByTestId('gallery-item')).toContainText('kept-photo');
});

test('one image is deleted from its dialog after a confirmation; a product photo is kept with the reason, in Lithuanian too', async ({ page }) => {
  const { folderId, images } = await folderWith(page, ['single-delete.png', 'product-photo.png']);
  const product = await productShowing(page, images[1]!.url);
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`/admin/gallery?folder=${folderId}`);
  await expect(page.getByTestId('gallery-item')).toHaveCount(2);

  await page.getByRole('button', { name: 'Edit: single-delete' }).click();
  const edit = page.getByTestId('gallery-edit-dialog');
  await edit.getByRole('button', { name: 'Delete image' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this image?' });
  await expect(confirm).toContainText(`The file ${images[0]!.filename} is removed for good.`);
  // Cancel keeps it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Delete image' }).click();
  await confirm.getByRole('button', { name: 'Delete image' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByTestId('gallery-notice')).toHaveText('Image single-delete deleted.');
  await expect(page.getByTestId('gallery-item')).toHaveCount(1);
  expect((await galleryImages(page, folderId)).map((image) => image.id)).toEqual([images[1]!.id]);
  expect((await page.request.get(images[0]!.url)).status()).toBe(404);

  await page.getByRole('button', { name: 'Edit: product-photo' }).click();
  await edit.getByRole('button', { name: 'Delete image' }).click();
  await confirm.getByRole('button', { name: 'Delete image' }).click();
  await expect(edit.getByRole('alert')).toHaveText(`This image is a product's photo (${product}); choose another photo for the product first`);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.reload();
  await page.getByRole('button', { name: 'Redaguoti: product-photo' }).click();
  await edit.getByRole('button', { name: 'Ištrinti nuotrauką' }).click();
  await expect(page.getByRole('dialog', { name: 'Ištrinti šią nuotrauką?' })).toContainText('bus pašalintas visam laikui');
  await page.getByRole('dialog', { name: 'Ištrinti šią nuotrauką?' }).getByRole('button', { name: 'Ištrinti nuotrauką' }).click();
  await expect(edit.getByRole('alert')).toHaveText(
    `Šis paveikslėlis yra prekės nuotrauka (${product}); pirmiausia pasirinkite prekei kitą nuotrauką`,
  );
  await expect(page.getByTestId('gallery-item')).toHaveCount(1);
});
