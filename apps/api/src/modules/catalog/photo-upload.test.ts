import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

function multipart(filename: string, content: Buffer, field = 'photo') {
  const boundary = `----shoptest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (filename: string, content: Buffer, token = admin) => {
  const body = multipart(filename, content);
  return t.app.inject({ method: 'POST', url: '/api/products/upload-photo', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
};

describe('product photo upload', () => {
  it('when a real 2000 px PNG is uploaded, then it is re-encoded as WebP, shrunk and served under /uploads', async () => {
    const png = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const response = await upload('photo.png', png);
    expect(response.statusCode).toBe(201);
    const url: string = response.json().photoUrl;
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]+\.webp$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1000, 750]);
  });

  it('when a text file is named .png, then 415 saying the file is not an image', async () => {
    const response = await upload('evil.png', Buffer.from('<script>alert(1)</script>'));
    expect([response.statusCode, response.json().error]).toEqual([415, 'Only image files are allowed (JPEG, PNG, GIF, WebP)']);
  });

  it('when the file is 5 MB or more, then 413 saying the file is too large', async () => {
    const big = Buffer.concat([
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      Buffer.alloc(5 * 1024 * 1024),
    ]);
    const response = await upload('big.png', big);
    expect([response.statusCode, response.json().error]).toEqual([413, 'File size must be less than 5MB']);
  });

  it('when a customer uploads, or the request is not multipart, then 403 and 415', async () => {
    const customer = await createUser(t.db);
    const { token } = await login(t.app, customer.email);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload('a.png', png, token)).statusCode).toBe(403);
    const json = await t.app.inject({ method: 'POST', url: '/api/products/upload-photo', headers: bearer(admin), payload: { photo: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('when a path escapes the uploads folder, then nothing is served', async () => {
    const response = await t.app.inject({ url: '/uploads/../jwt-secret' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(t.config.jwtSecret);
  });

  it('when a photo is uploaded through one instance, then another serves it, cached for a year and revalidated by its ETag', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    const url: string = (await upload('shared.png', png)).json().photoUrl;
    const peer = await t.peer();
    const served = await peer.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers.etag).toMatch(/^"[\w-]+-\d+"$/);
    const again = await peer.inject({ url, headers: { 'if-none-match': served.headers.etag as string } });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-length']]).toEqual([200, String(served.rawPayload.length)]);
  });

  it('when the address is unknown, private or malformed, then 4xx and no bytes', async () => {
    await t.db
      .insertInto('stored_files')
      .values({
        key: 'bug-reports/private.png',
        content: Buffer.from('secret'),
        content_type: 'image/png',
        byte_size: 6,
        created_at: new Date().toISOString(),
      })
      .execute();
    for (const url of [
      '/uploads/products/none.webp',
      '/uploads/bug-reports/private.png',
      '/uploads/products/..%2F..%2Fjwt-secret',
      '/uploads/products/%2e%2e',
      `/uploads/products/${'a'.repeat(400)}.webp`,
      '/uploads/gallery/thumbs/../x',
      '/uploads/',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('secret');
    }
  });
});
