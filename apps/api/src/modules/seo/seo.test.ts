import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { adminAndCustomerTokens, showCatalogueToVisitors } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await adminAndCustomerTokens(t.app, t.db));
});
afterAll(() => t.close());

const showCatalogue = (visible: boolean) => showCatalogueToVisitors(t.app, admin, visible);

describe('robots.txt and the sitemap', () => {
  it('when a search engine asks for robots.txt, then it gets plain text that keeps it out of the private pages and names the sitemap', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const lines = answer.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/api/', '/cart', '/checkout', '/profile', '/orders']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /products');
    expect(lines).toContain('Sitemap: http://shop.test/sitemap.xml');
  });

  it('when the catalogue is public, then the sitemap lists home, the catalogue and every active product page, not an inactive one', async () => {
    await showCatalogue(true);
    await createProducts(t.db, 2, { brand: 'Sitemapbrand' });
    await createProducts(t.db, 1, { brand: 'Sitemapbrand', is_active: false });
    const slugs = (await t.db.selectFrom('products').select(['slug', 'is_active']).where('brand', '=', 'Sitemapbrand').execute()).map(
      (row) => [row.slug, Boolean(row.is_active)] as const,
    );
    const answer = await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/xml/);
    expect(answer.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(expect.arrayContaining(['http://shop.test/', 'http://shop.test/products', 'http://shop.test/register']));
    for (const [slug, active] of slugs) expect(locations.includes(`http://shop.test/product/${slug}`)).toBe(active);
    expect(answer.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('when the operator hides the catalogue from visitors, then the sitemap lists no product and robots.txt keeps engines out of the catalogue', async () => {
    await showCatalogue(false);
    try {
      const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).body;
      expect(sitemap).toContain('<loc>http://shop.test/</loc>');
      expect(sitemap).not.toContain('/product');
      const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body.split('\n');
      expect(robots).toEqual(expect.arrayContaining(['Disallow: /products', 'Disallow: /product/']));
    } finally {
      await showCatalogue(true);
    }
  });
});

describe('the sitemap index (at most 50,000 addresses a file)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ SITEMAP_URLS_PER_FILE: '3' });
    const { admin: owner } = await adminAndCustomerTokens(small.app, small.db);
    await showCatalogueToVisitors(small.app, owner, true);
  });
  afterAll(() => small.close());

  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('when there are more public pages than a file holds, then /sitemap.xml is an index of files that together list each page once', async () => {
    await createProducts(small.db, 4, { brand: 'Indexbrand' });
    const index = await small.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    // Home, login, registration, the catalogue and 4 products: 8 addresses, 3 to a file.
    const files = locations(index.body);
    expect(files).toEqual(['http://shop.test/sitemap-1.xml', 'http://shop.test/sitemap-2.xml', 'http://shop.test/sitemap-3.xml']);
    const listed: string[] = [];
    for (const file of files) {
      const answer = await small.app.inject({ method: 'GET', url: new URL(file ?? '').pathname });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const pages = locations(answer.body);
      expect(pages.length).toBeLessThanOrEqual(3);
      listed.push(...pages.map(String));
    }
    const slugs = (await small.db.selectFrom('products').select('slug').orderBy('id').execute()).map((row) => `http://shop.test/product/${row.slug}`);
    expect(listed).toEqual(['http://shop.test/', 'http://shop.test/login', 'http://shop.test/register', 'http://shop.test/products', ...slugs]);
  });

  it('when a file past the last or no number is asked for, then it is 404 and robots.txt still names the index', async () => {
    for (const url of ['/sitemap-4.xml', '/sitemap-0.xml', '/sitemap-x.xml', '/sitemap-99999999.xml'])
      expect((await small.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    expect((await small.app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
