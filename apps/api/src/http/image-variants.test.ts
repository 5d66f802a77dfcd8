import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@shop/domain';
import { FileStore } from '../db/file-store.ts';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer } from '../test/factories.ts';
import { multipartBody, pngImage } from '../test/multipart.ts';

let t: TestApp;
let files: FileStore;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  files = new FileStore(t.db);
  ({ admin } = await adminAndCustomerTokens(t.app, t.db));
});
afterAll(async () => t.close());

/** A product photo of the given size stored as the photo upload stores it; its key. */
async function productPhoto(width: number, height: number): Promise<string> {
  const key = `products/${randomUUID()}.webp`;
  await files.put(
    key,
    await sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
      .webp({ quality: 82 })
      .toBuffer(),
  );
  return key;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const widthOf = async (bytes: Buffer) => sharp(bytes).metadata();
const variantRows = (key: string) =>
  t.db
    .selectFrom('stored_files')
    .select(['key', 'content_type'])
    .where(
      'key',
      'in',
      IMAGE_WIDTHS.map((width) => `variants/${width}/${key}`),
    )
    .execute();

describe('GET /uploads/w/<width>/<key>: an image at one of the shop widths', () => {
  it('when a phone asks a 1000 px product photo at 320, then a WebP 320 px wide in proportion, cached for a year with an ETag and nosniff', async () => {
    const key = await productPhoto(1000, 800);
    const answer = await get(`/uploads/w/320/${key}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers.etag).toMatch(/^"[\w-]+-\d+"$/);
    const metadata = await widthOf(answer.rawPayload);
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 256 });
    const original = await get(`/uploads/${key}`);
    expect(answer.rawPayload.length).toBeLessThan(original.rawPayload.length);
    expect(answer.headers.etag).not.toBe(original.headers.etag);
  });

  it('when the asked width is larger than the original, then the variant keeps the original width (never enlarged)', async () => {
    const key = await productPhoto(200, 150);
    const answer = await get(`/uploads/w/960/${key}`);
    expect(answer.statusCode).toBe(200);
    expect(await widthOf(answer.rawPayload)).toMatchObject({ format: 'webp', width: 200, height: 150 });
  });

  it('when a variant was made once, then it is stored and the next request serves the stored bytes without resizing again', async () => {
    const key = await productPhoto(900, 900);
    expect(await variantRows(key)).toEqual([]);
    expect((await get(`/uploads/w/480/${key}`)).statusCode).toBe(200);
    expect(await variantRows(key)).toEqual([{ key: `variants/480/${key}`, content_type: 'image/webp' }]);
    // Replace the stored variant with a recognisable image: a second resize would answer 480 px again.
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#be123c' } })
      .webp()
      .toBuffer();
    await t.db.updateTable('stored_files').set({ content: marker, byte_size: marker.length }).where('key', '=', `variants/480/${key}`).execute();
    const again = await get(`/uploads/w/480/${key}`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(marker)).toBe(true);
  });

  it('when HEAD asks a variant, then 200 with its type and ETag and no body; If-None-Match with that ETag is 304 for GET and HEAD', async () => {
    const key = await productPhoto(700, 500);
    const head = await t.app.inject({ method: 'HEAD', url: `/uploads/w/640/${key}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);
    const etag = String(head.headers.etag);
    expect(etag).toMatch(/^"/);
    const revalidated = await get(`/uploads/w/640/${key}`, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(revalidated.rawPayload.length).toBe(0);
    expect((await t.app.inject({ method: 'HEAD', url: `/uploads/w/640/${key}`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await get(`/uploads/w/640/${key}`, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('when the width is not one of the shop widths, then 404 File not found and nothing is stored', async () => {
    const key = await productPhoto(600, 600);
    for (const width of ['300', '0320', '320.0', '1e3', '-320', 'abc', '99999'])
      expect((await get(`/uploads/w/${width}/${key}`)).json(), width).toMatchObject({ success: false, error: 'File not found' });
    expect((await get(`/uploads/w/300/${key}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('stored_files').select('key').where('key', 'like', `variants/%/${key}`).execute()).toEqual([]);
  });

  it('when the key is unknown, a thumbnail, private, a variant itself or climbs out of its folder, then 404 and never a 500', async () => {
    const key = await productPhoto(600, 600);
    const name = key.slice('products/'.length);
    await files.put(`gallery/thumbs/${name}`, await pngImage(100, 100));
    await files.put(`bug-reports/${name}`, await pngImage(100, 100));
    expect((await get(`/uploads/w/320/${key}`)).statusCode).toBe(200);
    for (const url of [
      `/uploads/w/320/products/${randomUUID()}.webp`,
      `/uploads/w/320/gallery/${randomUUID()}.webp`,
      `/uploads/w/320/gallery/thumbs/${name}`,
      `/uploads/w/320/bug-reports/${name}`,
      `/uploads/w/320/variants/320/${key}`,
      `/uploads/w/320/products/../bug-reports/${name}`,
      `/uploads/w/320/products/%2e%2e/bug-reports/${name}`,
      `/uploads/w/320/products%2f..%2fbug-reports%2f${name}`,
      `/uploads/w/320/products/..`,
      `/uploads/w/320/products/`,
      '/uploads/w/320',
      `/uploads/w//${key}`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ success: false, error: 'File not found' });
    }
  });

  it('when the original is not a readable image, then 404 (not a 500) and no variant is stored', async () => {
    const key = `products/${randomUUID()}.webp`;
    await files.put(key, Buffer.from('this is not an image at all'));
    const answer = await get(`/uploads/w/320/${key}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, error: 'File not found' });
    expect(await variantRows(key)).toEqual([]);
  });

  it('when the original is gone but its variant row stayed (a delete raced a resize), then the variant is 404 too', async () => {
    const key = await productPhoto(800, 600);
    const first = await get(`/uploads/w/320/${key}`);
    expect(first.statusCode).toBe(200);
    await files.remove([key]);
    expect(await variantRows(key)).toHaveLength(1);
    expect((await get(`/uploads/w/320/${key}`)).statusCode).toBe(404);
    expect((await get(`/uploads/w/320/${key}`, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(404);
  });

  it('when eight first requests for one new variant arrive at once (spread over two instances on PostgreSQL), then all are 200 with the same bytes and one stored row', async () => {
    const key = await productPhoto(1200, 900);
    const peer = await t.peer();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? t.app : peer).inject({ method: 'GET', url: `/uploads/w/960/${key}` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const first = answers[0]!;
    for (const answer of answers) {
      expect(answer.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(answer.headers.etag).toBe(first.headers.etag);
    }
    expect((await widthOf(first.rawPayload)).width).toBe(960);
    expect(await variantRows(key)).toEqual([{ key: `variants/960/${key}`, content_type: 'image/webp' }]);
  });
});

describe('variants follow their gallery image', () => {
  async function uploadGalleryImage(): Promise<{ id: number; filename: string; url: string }> {
    const body = multipartBody([{ field: 'images', filename: 'tin.png', contentType: 'image/png', content: await pngImage(1200, 800) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gallery/upload',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
    expect(response.statusCode).toBe(201);
    return response.json().images[0];
  }
  const variantUrl = (url: string, width: number) => url.replace('/uploads/', `/uploads/w/${width}/`);

  it('when a gallery image is served at two widths and then deleted, then both variants are deleted with it and answer 404', async () => {
    const image = await uploadGalleryImage();
    const key = `gallery/${image.filename}`;
    expect((await get(variantUrl(image.url, 320))).statusCode).toBe(200);
    expect((await get(variantUrl(image.url, 1280))).statusCode).toBe(200);
    expect(await widthOf((await get(variantUrl(image.url, 1280))).rawPayload)).toMatchObject({ width: 1200 });
    expect(await variantRows(key)).toHaveLength(2);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/gallery/${image.id}`, headers: bearer(admin) });
    expect(deleted.statusCode).toBe(200);
    expect(await variantRows(key)).toEqual([]);
    expect((await get(variantUrl(image.url, 320))).statusCode).toBe(404);
  });

  it('when a gallery image is renamed, then the old name has no variants left and the new name is served at a width', async () => {
    const image = await uploadGalleryImage();
    expect((await get(variantUrl(image.url, 640))).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/gallery/${image.filename}/rename`,
      headers: bearer(admin),
      payload: { display_name: 'Mint tin' },
    });
    expect(response.statusCode).toBe(200);
    const renamed = response.json().image as { filename: string; url: string };
    expect(await variantRows(`gallery/${image.filename}`)).toEqual([]);
    expect((await get(variantUrl(image.url, 640))).statusCode).toBe(404);
    const fresh = await get(variantUrl(renamed.url, 640));
    expect(fresh.statusCode).toBe(200);
    expect((await widthOf(fresh.rawPayload)).width).toBe(640);
  });
});
