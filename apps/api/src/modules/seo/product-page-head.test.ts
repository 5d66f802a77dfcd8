import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { adminAndCustomerTokens, showCatalogueToVisitors } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

// The shop with a built web app (the web's index.html, without the prerendering) in front of the API.
let t: TestApp;
let admin: string;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  copyFileSync(path.resolve(import.meta.dirname, '../../../../web/index.html'), path.join(dist, 'index.html'));
  t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
  ({ admin } = await adminAndCustomerTokens(t.app, t.db));
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const showCatalogue = (visible: boolean) => showCatalogueToVisitors(t.app, admin, visible);

const productWithPhoto = async (brand: string, imageUrl: string | null, active = true) => {
  await createProducts(t.db, 1, { brand, image_url: imageUrl, is_active: active });
  const { slug } = await t.db.selectFrom('products').select('slug').where('brand', '=', brand).executeTakeFirstOrThrow();
  return slug;
};

const page = (url: string) => t.app.inject({ method: 'GET', url });
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);

describe("a product page's HTML", () => {
  it('when the catalogue is public, then the head preloads the product picture with the same variants and sizes the page draws it with', async () => {
    await showCatalogue(true);
    const slug = await productWithPhoto('Headbrand', '/uploads/products/head-photo.webp');
    const answer = await page(`/product/${slug}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toContain('data-app-shell');
    const [link, ...others] = preloads(answer.body);
    expect(others).toEqual([]);
    expect(link).toContain('href="/uploads/products/head-photo.webp"');
    expect(link).toContain('imagesrcset="/uploads/w/160/products/head-photo.webp 160w,/uploads/w/320/products/head-photo.webp 320w,');
    expect(link).toContain('imagesizes="(min-width:1280px) 584px,(min-width:1024px) 46vw,92vw"');
    expect(answer.body.indexOf(link ?? '')).toBeLessThan(answer.body.indexOf('</head>'));
  });

  it('when the catalogue is hidden from visitors, a product is inactive or unknown, or its picture is not one of ours, then the head preloads nothing', async () => {
    const hidden = await productWithPhoto('Hiddenbrand', '/uploads/products/hidden-photo.webp');
    const inactive = await productWithPhoto('Inactivebrand', '/uploads/products/inactive-photo.webp', false);
    const elsewhere = await productWithPhoto('Elsewherebrand', 'https://cdn.example.com/photo.webp');
    expect(preloads((await page(`/product/${inactive}`)).body)).toEqual([]);
    expect(preloads((await page('/product/no-such-product')).body)).toEqual([]);
    expect(preloads((await page(`/product/${elsewhere}`)).body)).toEqual([]);
    await showCatalogue(false);
    try {
      const answer = await page(`/product/${hidden}`);
      expect(answer.statusCode).toBe(200);
      expect(preloads(answer.body)).toEqual([]);
      expect(answer.body).not.toContain('hidden-photo');
    } finally {
      await showCatalogue(true);
    }
  });

  it('when the address is malformed, then the answer is a refusal or the app, never a server error', async () => {
    for (const url of ['/product/%E0%A4%A', '/%E0%A4%A', '/product/a%22%3E%3Cscript%3E', `/product/${'x'.repeat(300)}`]) {
      const answer = await page(url);
      expect([200, 400, 404]).toContain(answer.statusCode);
      expect(answer.body).not.toContain('<script>');
    }
  });
});
