import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGE_COOKIE, SIGNED_IN_COOKIE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { loadPrerender } from './prerendered-pages.ts';
import { adminAndCustomerTokens, bearer, showCatalogueToVisitors } from '../test/factories.ts';
import { createProducts } from '../test/products.ts';

// The shop with the web app's prerendering built from the current source (dist-server beside a
// dist that holds the web app's own index.html), as `npm run build` leaves them.
const web = path.resolve(import.meta.dirname, '../../../web');
let t: TestApp;
let admin: string;
let folder: string;
let slug: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'shop-prerender-'));
  mkdirSync(path.join(folder, 'dist'));
  copyFileSync(path.join(web, 'index.html'), path.join(folder, 'dist/index.html'));
  const vite = path.resolve(web, '../../node_modules/vite/bin/vite.js');
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/app/prerender.tsx', '--outDir', path.join(folder, 'dist-server'), '--emptyOutDir', '--logLevel', 'error'],
    { cwd: web, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  expect(built.status, built.stderr).toBe(0);
  t = await createTestApp({ WEB_DIST_DIR: path.join(folder, 'dist') }, { serveWeb: true });
  ({ admin } = await adminAndCustomerTokens(t.app, t.db));
  await createProducts(t.db, 3, { brand: 'Prerenderbrand', image_url: '/uploads/products/pre-photo.webp' });
  ({ slug } = await t.db.selectFrom('products').select('slug').where('brand', '=', 'Prerenderbrand').executeTakeFirstOrThrow());
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

const page = (url: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...headers,
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    },
  });
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const root = (html: string) => /<div id="root"([^>]*)>/.exec(html)?.[1] ?? '';
const state = (html: string) => JSON.parse(/<script type="application\/json" id="prerendered-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

const showCatalogue = (visible: boolean) => showCatalogueToVisitors(t.app, admin, visible);

describe('a public page for a visitor', () => {
  it('when a visitor opens the home page, then the HTML holds the page itself, its title and description in the head, and holds the code back until it is painted', async () => {
    const answer = await page('/');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(root(answer.body)).toBe(' data-prerendered="en"');
    expect(answer.body).toContain('Order the leading hookah tobacco brands at wholesale prices.');
    expect(answer.body).not.toContain('data-app-shell');
    expect(head(answer.body).match(/<title>/g)).toHaveLength(1);
    expect(head(answer.body)).toContain('<title>Wholesale hookah tobacco · Hookah Wholesale</title>');
    expect(head(answer.body).match(/name="description"/g)).toHaveLength(1);
    expect(answer.headers.vary).toMatch(/cookie/i);
  });

  it('when the reader chose Lithuanian, then the catalogue comes in Lithuanian with its products and the answers it was made with', async () => {
    await showCatalogue(true);
    const answer = await page('/products?brand=Prerenderbrand', { [LANGUAGE_COOKIE]: 'lt' });
    expect(answer.body).toContain('<html lang="lt"');
    expect(root(answer.body)).toBe(' data-prerendered="lt"');
    expect(head(answer.body)).toContain('<title>Prekės · Hookah Wholesale</title>');
    expect(answer.body.match(/data-testid="product-card"/g)).toHaveLength(3);
    const queries = state(answer.body).queries as Array<{ queryKey: unknown[]; state: { data: { products?: unknown[] } } }>;
    const products = queries.find((query) => query.queryKey.includes('visitor') && Array.isArray(query.state.data.products));
    expect(products?.state.data.products).toHaveLength(3);
  });

  it('when visitors in both languages open pages at the same time, then each page is wholly in its reader’s language', async () => {
    const languages = ['en', 'lt', 'en', 'lt', 'lt', 'en', 'lt', 'en'] as const;
    const answers = await Promise.all(languages.map((language, i) => page(i % 2 ? '/products' : '/', { [LANGUAGE_COOKIE]: language })));
    answers.forEach((answer, i) => {
      const lithuanian = languages[i] === 'lt';
      expect(answer.body).toContain(`<html lang="${languages[i]}"`);
      expect(answer.body.includes('Skip to content')).toBe(!lithuanian);
      expect(answer.body.includes('Pereiti prie turinio')).toBe(lithuanian);
    });
  });

  describe('renders at the same moment keep their own language and data (each render has its own context)', () => {
    const productsIn = (html: string) =>
      (state(html).queries as Array<{ state: { data: { products?: Array<{ brand: string }> } } }>).flatMap(
        (query) => query.state.data.products ?? [],
      );

    it('when an English and a Lithuanian visitor open different catalogues at once, then each page is in its own language with its own products', async () => {
      await showCatalogue(true);
      await createProducts(t.db, 2, { brand: 'Alphabrand' });
      await createProducts(t.db, 3, { brand: 'Betabrand' });
      const asked = [
        ['en', 'Alphabrand', 2],
        ['lt', 'Betabrand', 3],
      ] as const;
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => asked[i % 2] ?? asked[0]).map(([language, brand]) =>
          page(`/products?brand=${brand}`, { [LANGUAGE_COOKIE]: language }),
        ),
      );
      answers.forEach((answer, i) => {
        const [language, brand, count] = asked[i % 2] ?? asked[0];
        expect(answer.body).toContain(`<html lang="${language}"`);
        expect(root(answer.body)).toBe(` data-prerendered="${language}"`);
        expect(answer.body.includes('Pereiti prie turinio')).toBe(language === 'lt');
        expect(answer.body.includes('Skip to content')).toBe(language === 'en');
        expect(answer.body.match(/data-testid="product-card"/g)).toHaveLength(count);
        expect(productsIn(answer.body).map((product) => product.brand)).toEqual(Array(count).fill(brand));
      });
    });

    it('when two renders run at once, then each one’s API calls go through its own way to the API, never the other’s', async () => {
      const prerender = await loadPrerender(path.join(folder, 'dist'));
      if (!prerender) throw new Error('the prerendering was not built');
      const sendFor = (calls: string[]) => async (url: string) => {
        calls.push(url);
        const answer = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
        return new Response(answer.payload, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
      };
      const english: string[] = [];
      const lithuanian: string[] = [];
      const [en, lt] = await Promise.all([
        prerender({ url: '/products?brand=Alphabrand', language: 'en', send: sendFor(english) }),
        prerender({ url: '/products?brand=Betabrand', language: 'lt', send: sendFor(lithuanian) }),
      ]);
      expect(en?.html).toContain('Skip to content');
      expect(lt?.html).toContain('Pereiti prie turinio');
      expect(english.some((url) => url.includes('brand=Alphabrand'))).toBe(true);
      expect(lithuanian.some((url) => url.includes('brand=Betabrand'))).toBe(true);
      expect(english.filter((url) => url.includes('Betabrand') || url.endsWith('/translations/lt'))).toEqual([]);
      expect(lithuanian.filter((url) => url.includes('Alphabrand') || url.endsWith('/translations/en'))).toEqual([]);
    });
  });

  describe("in the reader's language from the first byte (cookie, then Accept-Language, then the default)", () => {
    const lithuanian = (html: string) => html.includes('Pereiti prie turinio') && !html.includes('Skip to content');
    const english = (html: string) => html.includes('Skip to content') && !html.includes('Pereiti prie turinio');

    it('when a first visit comes from a Lithuanian browser, then every public page is Lithuanian: lang, texts and title', async () => {
      await showCatalogue(true);
      for (const url of ['/', '/products', `/product/${slug}`]) {
        const answer = await page(url, {}, { 'accept-language': 'lt-LT,lt;q=0.9,en;q=0.8' });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.body, url).toContain('<html lang="lt"');
        expect(root(answer.body), url).toBe(' data-prerendered="lt"');
        expect(lithuanian(answer.body), url).toBe(true);
      }
      expect(head((await page('/products', {}, { 'accept-language': 'lt-LT,lt;q=0.9,en;q=0.8' })).body)).toContain(
        '<title>Prekės · Hookah Wholesale</title>',
      );
    });

    it('when the browser asks for British English, then the page is English; for a language the shop lacks (de), the default, English', async () => {
      for (const accepted of ['en-GB', 'de', 'de-DE,de;q=0.9']) {
        const answer = await page('/', {}, { 'accept-language': accepted });
        expect(answer.body, accepted).toContain('<html lang="en"');
        expect(root(answer.body), accepted).toBe(' data-prerendered="en"');
        expect(english(answer.body), accepted).toBe(true);
      }
    });

    it('when the chosen language (cookie) differs from the browser’s, then the choice wins', async () => {
      const chosenEnglish = await page('/products', { [LANGUAGE_COOKIE]: 'en' }, { 'accept-language': 'lt-LT,lt;q=0.9' });
      expect(chosenEnglish.body).toContain('<html lang="en"');
      expect(english(chosenEnglish.body)).toBe(true);
      const chosenLithuanian = await page('/', { [LANGUAGE_COOKIE]: 'lt' }, { 'accept-language': 'en-GB' });
      expect(chosenLithuanian.body).toContain('<html lang="lt"');
      expect(lithuanian(chosenLithuanian.body)).toBe(true);
      const unknownChoice = await page('/', { [LANGUAGE_COOKIE]: 'xx' }, { 'accept-language': 'lt' });
      expect(unknownChoice.body).toContain('<html lang="lt"');
    });

    it('when a page answers, then it varies by Accept-Language and Cookie, so a cache never serves one reader’s language to another', async () => {
      for (const url of ['/', '/products', `/product/${slug}`, '/login', '/register', '/forgot-password']) {
        const vary = String((await page(url, {}, { 'accept-language': 'lt' })).headers.vary).toLowerCase();
        expect(vary, url).toMatch(/accept-language/);
        expect(vary, url).toMatch(/cookie/);
      }
    });

    it('when a Lithuanian browser opens sign-in, registration or the forgotten password, then each arrives prerendered in Lithuanian', async () => {
      for (const [url, text] of [
        ['/login', 'Prisijunkite prie paskyros'],
        ['/register', 'Užregistruokite įmonę'],
        ['/forgot-password', 'Pamiršote slaptažodį?'],
      ] as const) {
        const lt = await page(url, {}, { 'accept-language': 'lt-LT,lt;q=0.9,en;q=0.8' });
        expect(root(lt.body), url).toBe(' data-prerendered="lt"');
        expect(lt.body, url).toContain(text);
        expect(lt.body, url).not.toContain('data-app-shell');
      }
    });

    it('when sign-in, registration or the forgotten password arrives prerendered, then its submit button is disabled until the app runs, so no password can go out in an address', async () => {
      for (const url of ['/login', '/register', '/forgot-password']) {
        const { body } = await page(url, {}, { 'accept-language': 'en' });
        const submits = [...body.matchAll(/<button[^>]*type="submit"[^>]*>/g)].map((match) => match[0]);
        expect(submits.length, url).toBeGreaterThan(0);
        for (const submit of submits) expect(submit, url).toMatch(/\sdisabled=""/);
      }
    });

    it('when a Lithuanian browser opens a page the server does not prerender (a signed-in page), then its shell names Lithuanian in <html lang>', async () => {
      for (const url of ['/dashboard', '/cart']) {
        const lt = await page(url, {}, { 'accept-language': 'lt-LT,lt;q=0.9,en;q=0.8' });
        expect(lt.body, url).toContain('data-app-shell');
        expect(lt.body, url).toContain('<html lang="lt"');
        expect((await page(url, {}, { 'accept-language': 'en-GB' })).body, url).toContain('<html lang="en"');
      }
    });
  });

  it("when a product page is opened, then its picture is preloaded from the head and drawn in the page, with the product's name as its title", async () => {
    await showCatalogue(true);
    const answer = await page(`/product/${slug}`);
    expect(head(answer.body)).toMatch(/<link rel="preload" as="image"[^>]*pre-photo/);
    expect(head(answer.body)).toMatch(/<title>Prerenderbrand Product \d+ 50g · Hookah Wholesale<\/title>/);
    expect(root(answer.body)).toBe(' data-prerendered="en"');
    expect(answer.body).toMatch(/<img[^>]*pre-photo/);
  });

  it('when the catalogue is hidden from visitors, then the prerendered catalogue names no product', async () => {
    await showCatalogue(false);
    const answer = await page('/products?brand=Prerenderbrand');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('data-testid="product-card"');
    expect(answer.body).not.toContain('Prerenderbrand Product');
    expect(answer.body).toContain('data-answers="partial"');
    await showCatalogue(true);
  });

  it('when an administrator overrides a text, then the next prerendered page shows the override, and the bundled text once it is reset', async () => {
    const key = 'home.hero.title';
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/translations/admin/en',
      headers: bearer(admin),
      payload: { key, value: 'Tobacco for your bar, by the box' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await page('/')).body).toContain('Tobacco for your bar, by the box');
    await t.app.inject({ method: 'DELETE', url: `/api/translations/admin/en/${key}`, headers: bearer(admin) });
    expect((await page('/')).body).not.toContain('Tobacco for your bar, by the box');
  });

  it('when the browser keeps a session, then it gets the shell and draws its own view (its prices are its own)', async () => {
    const answer = await page('/products', { [SIGNED_IN_COOKIE]: '1' });
    expect(answer.body).toContain('data-app-shell');
    expect(answer.body).not.toContain('data-prerendered');
    expect(answer.body).not.toContain('product-card');
  });

  it('when a page is not a public one (the dashboard, an administrator’s page), then the shell comes as before', async () => {
    for (const url of ['/dashboard', '/admin/users']) {
      const answer = await page(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('data-app-shell');
    }
  });

  it('when the browser accepts brotli, then the page travels compressed', async () => {
    const answer = await page('/products', {}, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it("when a product's name holds markup or a closing script tag, then the page carries it as text, never as markup", async () => {
    await showCatalogue(true);
    await createProducts(t.db, 1, { brand: 'Evilbrand' });
    const evil = '</script><script>alert(1)</script><img src=x onerror=alert(2)>$&';
    await t.db.updateTable('products').set({ name: evil }).where('brand', '=', 'Evilbrand').execute();
    const { slug: evilSlug } = await t.db.selectFrom('products').select('slug').where('brand', '=', 'Evilbrand').executeTakeFirstOrThrow();
    for (const url of [`/product/${evilSlug}`, '/products?brand=Evilbrand']) {
      const answer = await page(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('<script>alert(1)');
      expect(answer.body).not.toContain('<img src=x');
      expect(JSON.stringify(state(answer.body))).toContain('alert(1)');
    }
  });

  it('when a product address is malformed or unknown, then the answer is a page, never a server error', async () => {
    for (const url of ['/product/%E0%A4%A', '/product/no-such-product', '/products?page=-1&brand=%00']) {
      const answer = await page(url);
      expect(answer.statusCode).toBeLessThan(500);
    }
  });

  it('when a product does not exist, then its page says so with status 404, so search engines drop the address', async () => {
    const answer = await page('/product/no-such-product');
    expect(answer.statusCode).toBe(404);
    expect(root(answer.body)).toBe(' data-prerendered="en" data-answers="partial"');
    expect(answer.body).toContain('data-testid="product-not-found"');
    expect(head(answer.body)).toContain('<meta name="robots" content="noindex"/>');
    expect((await page(`/product/${slug}`)).statusCode).toBe(200);
  });
});
