import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import cookiePlugin from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticWeb } from './static-web.ts';

// A built web app as the build leaves it: a script with its brotli and gzip copies, and the web's index.html.
const script = `console.log(${JSON.stringify('shop '.repeat(2000))});`;
let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  copyFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), path.join(dist, 'index.html'));
  writeFileSync(path.join(dist, 'assets/main-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/main-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/main-abc123.js.gz'), gzipSync(script));
  app = Fastify();
  await app.register(cookiePlugin);
  await registerStaticWeb(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app, pre-compressed', () => {
  it('when a browser accepts brotli, then the script is the brotli copy made at build time, cached for a year, varying by encoding', async () => {
    const answer = await get('/assets/main-abc123.js', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('when a client accepts only gzip, then the gzip copy; when it accepts none, then the script itself', async () => {
    expect((await get('/assets/main-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('when a client-side route is asked for, then index.html comes back, never cached', async () => {
    const answer = await get('/admin/users/7', 'br');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root">');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});
