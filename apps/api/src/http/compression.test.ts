import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { createProducts } from '../test/products.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createProducts(t.db, 60, { brand: 'Compressbrand' });
});
afterAll(() => t.close());

const catalogue = (acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url: '/api/products?brand=Compressbrand', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed API answers', () => {
  it('when a browser accepts brotli, then the catalogue travels brotli-compressed, several times smaller, and decodes to the same answer', async () => {
    const plain = await catalogue();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await catalogue('gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('when a client accepts only gzip, then it gets gzip', async () => {
    const answer = await catalogue('gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.rawPayload).toString()).products).toHaveLength(60);
  });

  it('when an answer is under 1 KB, then it is sent as it is even to a browser that accepts compression', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
