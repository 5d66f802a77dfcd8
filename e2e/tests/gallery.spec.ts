import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { logIn, unique } from './helpers.ts';

const png = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

test('the administrator uploads two images to a new folder, edits their SEO data and picks one as a product photo', async ({ page }) => {
  const folder = `Spring ${unique()}`;
  const photoName = `Blue Mist tin ${unique()}`;
  await logIn(page, 'admin@example.com', 'admin1234');
  await page.getByTestId('nav-settings').filter({ visible: true }).click();
  await page.getByRole('menuitem', { name: 'Image Gallery' }).click();
  await expect(page.getByRole('heading', { name: 'Image Gallery', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New folder' }).click();
  const folderDialog = page.getByTestId('gallery-folder-dialog');
  await folderDialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(folderDialog).toContainText('Folder name is required');
  await folderDialog.getByLabel(/^Folder name/).fill(folder);
  await folderDialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByText('Folder created.')).toBeVisible();

  await page.getByRole('button', { name: 'Upload images' }).click();
  const uploadDialog = page.getByTestId('gallery-upload-dialog');
  await expect(uploadDialog).toContainText('Up to 10 MB per file, 10 files at once.');
  await uploadDialog.getByTestId('gallery-upload-input').setInputFiles([
    { name: 'blue-mist.png', mimeType: 'image/png', buffer: await png('#1d4ed8') },
    { name: 'green-mint.png', mimeType: 'image/png', buffer: await png('#15803d') },
  ]);
  await expect(uploadDialog.getByLabel('Folder')).toHaveValue(/\d+/);
  await uploadDialog.getByTestId('gallery-upload-submit').click();
  await expect(page.getByText('2 images uploaded.')).toBeVisible();
  await expect(page.getByLabel('Folder', { exact: true })).toContainText(`${folder} (2 images)`);
  await expect(page.getByTestId('gallery-item')).toHaveCount(2);

  await page.getByRole('button', { name: 'Edit: blue-mist' }).click();
  const edit = page.getByTestId('gallery-edit-dialog');
  await edit.getByLabel(/^Photo name/).fill(photoName);
  await edit.getByLabel('Alt text').fill('a'.repeat(126));
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toContainText('Alt text should be under 125 characters for SEO');
  await edit.getByLabel('Alt text').fill('');
  await edit.getByRole('button', { name: 'Auto SEO' }).click();
  await expect(edit.getByLabel('Meta description')).toHaveValue(`High-quality image: ${photoName}`);
  await expect(edit.getByLabel('Alt text')).toHaveValue(photoName);
  await edit.getByLabel('SEO title').fill('Blue Mist 50 g – wholesale');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: `Edit: ${photoName}` }).click();
  await expect(page.getByTestId('gallery-edit-dialog').getByLabel('SEO title')).toHaveValue('Blue Mist 50 g – wholesale');
  await expect(page.getByTestId('gallery-edit-dialog').getByLabel('Keywords')).toHaveValue(/blue, mist, tin/);
  await page.getByTestId('gallery-edit-dialog').getByRole('button', { name: 'Cancel' }).click();

  // A product gets the photo through the picker.
  const product = `Gallery Flavour ${unique()}`;
  await page.goto('/admin/products?tab=add');
  const form = page.getByTestId('product-form');
  await form.getByLabel(/^Brand/).fill('Testbrand');
  await form.getByLabel(/^Name/).fill(product);
  await form.getByLabel(/^Flavor/).fill('Blueberry');
  await form.getByLabel(/^Weight/).fill('50g');
  await form.getByLabel(/^Retail price/).fill('10.00');
  await page.getByTestId('photo-from-gallery').click();
  const picker = page.getByTestId('gallery-picker');
  await picker.getByLabel('Search').fill(photoName);
  await picker.getByRole('button', { name: `Choose: ${photoName}` }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByTestId('photo-preview')).toHaveAttribute('src', /\/uploads\/gallery\/[0-9a-f-]+\.webp$/);
  const chosen = await page.getByTestId('photo-preview').getAttribute('src');
  await page.getByTestId('save-product').click();
  await expect(page.getByText('Product added successfully')).toBeVisible();
  const { token } = await (await page.request.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin1234' } })).json();
  const found = await (
    await page.request.get(`/api/products/admin/all?search=${encodeURIComponent(product)}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(found.products).toHaveLength(1);
  expect(found.products[0].image_url).toBe(chosen);
  await page.goto(`/product/${found.products[0].slug}`);
  await expect(page.getByRole('img', { name: new RegExp(product) }).first()).toHaveAttribute('src', chosen!);
});

test('bulk delete reports what worked and what failed: the photo of a product is kept', async ({ page }) => {
  const folder = `Bulk ${unique()}`;
  await logIn(page, 'admin@example.com', 'admin1234');
  const { token } = await (await page.request.post('/api/auth/login', { data: { email: 'admin@example.com', password: 'admin1234' } })).json();
  const headers = { authorization: `Bearer ${token}` };
  const created = await (await page.request.post('/api/gallery/folders', { headers, data: { name: folder } })).json();
  const uploaded = await (
    await page.request.post('/api/gallery/upload', {
      headers,
      multipart: { folder_id: String(created.folder.id), images: { name: 'keep.png', mimeType: 'image/png', buffer: await png('#b91c1c') } },
    })
  ).json();
  await page.request.post('/api/gallery/upload', {
    headers,
    multipart: { folder_id: String(created.folder.id), images: { name: 'drop.png', mimeType: 'image/png', buffer: await png('#a16207') } },
  });
  const products = await (await page.request.get('/api/products/admin/all?limit=1', { headers })).json();
  const target = products.products[0];
  const updated = await page.request.put(`/api/products/${target.id}`, {
    headers,
    data: {
      brand: target.brand,
      name: target.name,
      flavor: target.flavor,
      weight: target.weight,
      price: target.price,
      stock: target.stock,
      min_order_quantity: target.min_order_quantity,
      image_url: uploaded.images[0].url,
      is_active: target.is_active,
    },
  });
  expect(updated.ok()).toBe(true);

  await page.goto(`/admin/gallery?folder=${created.folder.id}&view=list`);
  await expect(page.getByTestId('gallery-list')).toBeVisible();
  await expect(page.getByTestId('gallery-item')).toHaveCount(2);
  await page.getByLabel('Select all on this page').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('1 image deleted. 1 failed.');
  await expect(page.getByTestId('gallery-item')).toHaveCount(1);
  await expect(page.getByTestId('gallery-item')).toContainText('keep');
});
