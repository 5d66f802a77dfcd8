import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer } from '../../test/factories.ts';
import { multipartBody, pngImage } from '../../test/multipart.ts';
import { createProducts } from '../../test/products.ts';

interface Image {
  id: number;
  filename: string;
  url: string;
  thumbnail_url: string;
  original_name: string;
  folder_id: number | null;
  keywords: string[];
}

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await adminAndCustomerTokens(t.app, t.db));
});
afterAll(async () => t.close());

async function uploadOne(name: string, folderId?: number): Promise<Image> {
  const body = multipartBody([
    { field: 'images', filename: name, contentType: 'image/png', content: await pngImage(120, 90) },
    ...(folderId ? [{ field: 'folder_id', content: String(folderId) }] : []),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/gallery/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(response.statusCode).toBe(201);
  return response.json().images[0];
}

async function folder(name: string): Promise<number> {
  return (await t.app.inject({ method: 'POST', url: '/api/gallery/folders', headers: bearer(admin), payload: { name } })).json().folder.id;
}

const list = async (query: string) => (await t.app.inject({ url: `/api/gallery?${query}`, headers: bearer(admin) })).json();
const metadata = (image: Image, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/gallery/${image.filename}/metadata`, headers: bearer(admin), payload: body });
/** Whether the address serves a file (on this instance and, on PostgreSQL, on another one). */
const served = async (url: string) => (await t.app.inject({ url })).statusCode === 200 && (await (await t.peer()).inject({ url })).statusCode === 200;

describe('gallery list, folders and metadata', () => {
  it('when 25 images exist, then pages of 20 newest first with the pagination fields', async () => {
    const folderId = await folder('Paging');
    for (let i = 0; i < 25; i++) await uploadOne(`page-${String(i).padStart(2, '0')}.png`, folderId);
    const first = await list(`folder_id=${folderId}`);
    expect(first.images).toHaveLength(20);
    expect(first.pagination).toEqual({ current_page: 1, per_page: 20, total: 25, total_pages: 2 });
    expect(first.images[0].original_name).toBe('page-24.png');
    const second = await list(`folder_id=${folderId}&page=2`);
    expect(second.images.map((image: Image) => image.original_name)).toEqual([
      'page-04.png',
      'page-03.png',
      'page-02.png',
      'page-01.png',
      'page-00.png',
    ]);
    expect((await list(`folder_id=${folderId}&limit=5&page=3`)).pagination.total_pages).toBe(5);
  });

  it('when searching, filtering by folder, by no folder and by tags, then only the matching images come back', async () => {
    const boxes = await folder('Dėžutės');
    const mint = await uploadOne('mint-box.png', boxes);
    const loose = await uploadOne('loose-photo.png');
    await metadata(mint, { display_name: 'Šaltmėtė dėžutėje', keywords: ['Mint', 'box', 'Spring'] });
    await metadata(loose, { display_name: 'Loose leaves', keywords: ['mint', 'leaves'] });
    const names = (body: { images: Image[] }) => body.images.map((image) => image.original_name).sort();
    expect(names(await list('search=saltmete'))).toEqual(['mint-box.png']);
    expect(names(await list('search=DĖŽUTĖJE'))).toEqual(['mint-box.png']);
    // Every word, each in any field (decision 064): display name and file name; keywords; one word matching nothing.
    expect(names(await list(`search=${encodeURIComponent('DĖŽUTĖJE mint-box')}`))).toEqual(['mint-box.png']);
    expect(names(await list('search=loose%20mint'))).toEqual(['loose-photo.png']);
    expect(names(await list('search=saltmete%20leaves'))).toEqual([]);
    expect(names(await list(`folder_id=${boxes}`))).toEqual(['mint-box.png']);
    expect(names(await list('folder_id=none&search=loose'))).toEqual(['loose-photo.png']);
    expect(names(await list('tags=mint'))).toEqual(['loose-photo.png', 'mint-box.png']);
    expect(names(await list('tags=MINT, spring'))).toEqual(['mint-box.png']);
    expect(names(await list('tags=min'))).toEqual([]);
    expect((await t.app.inject({ url: '/api/gallery?folder_id=abc', headers: bearer(admin) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/gallery?limit=1000', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('when a folder name is taken (ignoring case) or empty, then 409 and 400, each with its text', async () => {
    await folder('Banners');
    const again = await t.app.inject({ method: 'POST', url: '/api/gallery/folders', headers: bearer(admin), payload: { name: ' banners ' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A folder with this name already exists');
    const empty = await t.app.inject({ method: 'POST', url: '/api/gallery/folders', headers: bearer(admin), payload: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.name).toBe('Folder name is required');
  });

  it('when metadata is saved, then it reads back with keywords trimmed, empty ones dropped and duplicates removed', async () => {
    const image = await uploadOne('metadata.png');
    const saved = await metadata(image, {
      display_name: '  Blue Mist 50 g ',
      alt_text: 'A tin of Blue Mist',
      keywords: [' blue ', '', 'Blue', 'mist', '  '],
      seo_title: 'Blue Mist',
      seo_description: 'High-quality image: Blue Mist',
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({ url: `/api/gallery/${image.filename}/metadata`, headers: bearer(admin) });
    expect(read.json().metadata).toEqual({
      display_name: 'Blue Mist 50 g',
      alt_text: 'A tin of Blue Mist',
      description: null,
      keywords: ['blue', 'mist'],
      seo_title: 'Blue Mist',
      seo_description: 'High-quality image: Blue Mist',
    });
  });

  it('when a name is missing or an SEO field is too long, then 400 with their texts and nothing changes', async () => {
    const image = await uploadOne('limits.png');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ display_name: '' }, 'display_name', 'Photo name is required'],
      [{ display_name: 'x', alt_text: 'a'.repeat(126) }, 'alt_text', 'Alt text should be under 125 characters for SEO'],
      [{ display_name: 'x', seo_title: 't'.repeat(61) }, 'seo_title', 'SEO title should be at most 60 characters'],
      [{ display_name: 'x', seo_description: 'd'.repeat(161) }, 'seo_description', 'Meta description should be under 160 characters for SEO'],
    ];
    for (const [body, field, text] of cases) {
      const response = await metadata(image, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[field]).toBe(text);
    }
    expect(
      (await metadata(image, { display_name: 'x', alt_text: 'a'.repeat(125), seo_title: 't'.repeat(60), seo_description: 'd'.repeat(160) }))
        .statusCode,
    ).toBe(200);
  });

  it('when an image is renamed, then its files get the SEO name, the old address is gone and a product showing it follows', async () => {
    const image = await uploadOne('IMG_0042.png');
    const [productId] = await createProducts(t.db, 1);
    await t.db.updateTable('products').set({ image_url: image.url }).where('id', '=', productId!).execute();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/gallery/${image.filename}/rename`,
      headers: bearer(admin),
      payload: { display_name: 'Šaltmėtė 50 g dėžutė', alt_text: 'Mint tin' },
    });
    expect(response.statusCode).toBe(200);
    const { new_filename, image: renamed } = response.json();
    expect(new_filename).toMatch(/^saltmete-50-g-dezute-[0-9a-f]{8}\.webp$/);
    expect(renamed).toMatchObject({
      id: image.id,
      filename: new_filename,
      url: `/uploads/gallery/${new_filename}`,
      display_name: 'Šaltmėtė 50 g dėžutė',
      alt_text: 'Mint tin',
    });
    expect((await t.app.inject({ url: renamed.url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: renamed.thumbnail_url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: image.url })).statusCode).toBe(404);
    const product = await t.db.selectFrom('products').select('image_url').where('id', '=', productId!).executeTakeFirstOrThrow();
    expect(product.image_url).toBe(renamed.url);
  });

  it('when an image is moved into a folder and out again, then its folder follows; an unknown folder or image is 404', async () => {
    const image = await uploadOne('mover.png');
    const target = await folder('Moved here');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/gallery/${image.id}/move`,
      headers: bearer(admin),
      payload: { folder_id: target },
    });
    expect(moved.json().image).toMatchObject({ folder_id: target, folder_name: 'Moved here' });
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/gallery/${image.filename}/move`,
      headers: bearer(admin),
      payload: { folder_id: null },
    });
    expect(out.json().image.folder_id).toBeNull();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/gallery/${image.id}/move`, headers: bearer(admin), payload: { folder_id: 999999 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/gallery/999999/move', headers: bearer(admin), payload: { folder_id: null } })).statusCode,
    ).toBe(404);
  });

  it('when an image is deleted, then its files are gone; the photo of a product is refused with 409 naming the product', async () => {
    const image = await uploadOne('delete-me.png');
    expect(await served(image.url)).toBe(true);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/gallery/${image.id}`, headers: bearer(admin) });
    expect(deleted.statusCode).toBe(200);
    expect(await served(image.url)).toBe(false);
    expect(await served(image.thumbnail_url)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/gallery/${image.id}`, headers: bearer(admin) })).statusCode).toBe(404);

    const photo = await uploadOne('product-photo.png');
    const [productId] = await createProducts(t.db, 1);
    await t.db.updateTable('products').set({ image_url: photo.url, name: 'Šaltmėtė 50 g' }).where('id', '=', productId!).execute();
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/gallery/${photo.filename}`, headers: bearer(admin) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: 'imageUsedByProduct',
      params: { products: 'Šaltmėtė 50 g' },
      error: "This image is a product's photo (Šaltmėtė 50 g); choose another photo for the product first",
    });
    expect(await served(photo.url)).toBe(true);
  });

  it('when an image is the photo of five products, then the refusal names the first three by name and an ellipsis', async () => {
    const photo = await uploadOne('shared-photo.png');
    const ids = await createProducts(t.db, 5, { image_url: photo.url });
    for (const [index, id] of ids.entries())
      await t.db
        .updateTable('products')
        .set({ name: `Flavour ${'EDCBA'[index]}` })
        .where('id', '=', id)
        .execute();
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/gallery/${photo.id}`, headers: bearer(admin) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().params).toEqual({ products: 'Flavour A, Flavour B, Flavour C, …' });
  });

  it('when an image is renamed, then its metadata saves under the new name and the old name answers 404', async () => {
    const image = await uploadOne('rename-then-save.png');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/gallery/${image.filename}/rename`,
      headers: bearer(admin),
      payload: { display_name: 'Blue Mist tin' },
    });
    const { new_filename } = renamed.json();
    const stale = await metadata(image, { display_name: 'Blue Mist tin', alt_text: 'Lost' });
    expect(stale.statusCode).toBe(404);
    const saved = await metadata({ ...image, filename: new_filename }, { display_name: 'Blue Mist tin', alt_text: 'A blue tin' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().image).toMatchObject({ filename: new_filename, display_name: 'Blue Mist tin', alt_text: 'A blue tin' });
  });

  it('when an address tries to reach outside the gallery, then 4xx and no file is touched', async () => {
    for (const ref of ['..%2F..%2Fjwt-secret', '..%2Fproducts%2Fx.webp', 'x.webp%00.png', 'NOT-LOWER.webp', '-1']) {
      const read = await t.app.inject({ url: `/api/gallery/${ref}/metadata`, headers: bearer(admin) });
      expect(read.statusCode).toBeGreaterThanOrEqual(400);
      expect(read.statusCode).toBeLessThan(500);
      const removed = await t.app.inject({ method: 'DELETE', url: `/api/gallery/${ref}`, headers: bearer(admin) });
      expect(removed.statusCode).toBeGreaterThanOrEqual(400);
      expect(removed.statusCode).toBeLessThan(500);
    }
  });

  it('when a customer or a guest calls any gallery route, then 403 and 401', async () => {
    const image = await uploadOne('guarded.png');
    const calls = [
      { method: 'GET', url: '/api/gallery' },
      { method: 'GET', url: '/api/gallery/folders' },
      { method: 'POST', url: '/api/gallery/folders', payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api/gallery/${image.id}` },
      { method: 'POST', url: `/api/gallery/${image.id}/move`, payload: { folder_id: null } },
      { method: 'GET', url: `/api/gallery/${image.filename}/metadata` },
      { method: 'PUT', url: `/api/gallery/${image.filename}/metadata`, payload: { display_name: 'x' } },
      { method: 'PUT', url: `/api/gallery/${image.filename}/rename`, payload: { display_name: 'x' } },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers: bearer(customer) })).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await t.app.inject({ ...call })).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect((await list(`search=guarded`)).images).toHaveLength(1);
  });
});
