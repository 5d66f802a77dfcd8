import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer } from '../../test/factories.ts';
import { jpegImage, multipartBody, pngImage, pngLargerThan, type MultipartPart } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await adminAndCustomerTokens(t.app, t.db));
});
afterAll(async () => t.close());

/** The gallery's full-size images in the file store. */
const storedFiles = async () =>
  (await t.db.selectFrom('stored_files').select('key').where('key', 'like', 'gallery/%').where('key', 'not like', 'gallery/thumbs/%').execute()).map(
    (row) => row.key,
  );

const image = (filename: string, content: Buffer): MultipartPart => ({ field: 'images', filename, contentType: 'image/png', content });

function upload(parts: MultipartPart[], token = admin) {
  const body = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: '/api/gallery/upload', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

async function createFolder(name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/gallery/folders',
    headers: bearer(admin),
    payload: { name, description: 'Photos for the spring catalogue' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().folder as { id: number; name: string };
}

describe('gallery upload', () => {
  it('when two images are uploaded into a new folder, then both are stored as WebP with thumbnails and the folder counts two', async () => {
    const folder = await createFolder('Spring 2026');
    const response = await upload([
      image('mint-leaves.png', await pngImage(2400, 1200)),
      image('C:\\photos\\šaltmėtė.jpg', await jpegImage()),
      { field: 'folder_id', content: String(folder.id) },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('2 images uploaded');
    expect(body.images.map((row: { original_name: string }) => row.original_name).sort()).toEqual(['mint-leaves.png', 'šaltmėtė.jpg']);
    const big = body.images.find((row: { original_name: string }) => row.original_name === 'mint-leaves.png');
    expect(big).toMatchObject({
      folder_id: folder.id,
      folder_name: 'Spring 2026',
      mime_type: 'image/webp',
      width: 2000,
      height: 1000,
      display_name: 'mint-leaves',
      keywords: [],
    });
    const served = await t.app.inject({ url: big.url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const thumb = await t.app.inject({ url: big.thumbnail_url });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(300);
    const folders = (await t.app.inject({ url: '/api/gallery/folders', headers: bearer(admin) })).json().folders;
    expect(folders.find((row: { id: number }) => row.id === folder.id)).toMatchObject({
      name: 'Spring 2026',
      image_count: 2,
      description: 'Photos for the spring catalogue',
    });
  });

  it('when one file is over 10 MB, then 413 with the limit and none of the files is kept', async () => {
    const before = (await storedFiles()).length;
    const response = await upload([image('small.png', await pngImage()), image('huge.png', await pngLargerThan(10 * 1024 * 1024 + 1))]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('Each image may be at most 10 MB');
    expect((await storedFiles()).length).toBe(before);
  });

  it('when eleven files are sent at once, then 413 and nothing is stored', async () => {
    const before = (await storedFiles()).length;
    const png = await pngImage(50, 50);
    const response = await upload(Array.from({ length: 11 }, (_, i) => image(`tile-${i}.png`, png)));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('At most 10 images can be uploaded at once');
    expect((await storedFiles()).length).toBe(before);
  });

  it('when a text file is named like a photo, then 415 and the real image beside it is not kept either', async () => {
    const before = (await storedFiles()).length;
    const response = await upload([image('good.png', await pngImage()), image('photo.jpg', Buffer.from('<script>alert(1)</script> not an image'))]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('Only image files are allowed (JPEG, PNG, GIF, WebP)');
    expect((await storedFiles()).length).toBe(before);
  });

  it('when the folder does not exist or the folder id is not a number, then 404 and 400', async () => {
    const png = await pngImage();
    const unknown = await upload([image('a.png', png), { field: 'folder_id', content: '999999' }]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Folder not found');
    expect((await upload([image('a.png', png), { field: 'folder_id', content: '1 OR 1=1' }])).statusCode).toBe(400);
  });

  it('when no file or no multipart body is sent, then 400 and 415', async () => {
    expect((await upload([{ field: 'folder_id', content: '' }])).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/gallery/upload', headers: bearer(admin), payload: { images: [] } });
    expect(json.statusCode).toBe(415);
  });

  it('when a customer or a guest uploads, then 403 and 401 and nothing is stored', async () => {
    const before = (await storedFiles()).length;
    const png = await pngImage();
    expect((await upload([image('a.png', png)], customer)).statusCode).toBe(403);
    const body = multipartBody([image('a.png', png)]);
    expect((await t.app.inject({ method: 'POST', url: '/api/gallery/upload', payload: body.payload, headers: body.headers })).statusCode).toBe(401);
    expect((await storedFiles()).length).toBe(before);
  });
});
