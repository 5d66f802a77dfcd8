import { escapeMarkup, imageSrcSet, PRODUCT_PAGE_IMAGE_SIZES } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import * as reader from '../catalog/catalog.reader.ts';
import { listPublicProductPages } from '../catalog/catalog.repository.ts';
import { getSettings } from '../settings/settings.service.ts';

/** Pages only a signed-in customer or an administrator sees: no search engine is asked to read them. */
export const PRIVATE_PATHS = [
  '/admin',
  '/api/',
  '/cart',
  '/checkout',
  '/dashboard',
  '/orders',
  '/pre-invoices',
  '/profile',
  '/reset-password',
  '/verify-email',
] as const;

/** robots.txt: private pages disallowed; the sitemap named only while the catalogue is public. */
export async function robotsTxt(ctx: AppContext): Promise<string> {
  const { catalogue_visible_to_visitors: visible } = await getSettings(ctx);
  const lines = ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`)];
  if (!visible) lines.push('Disallow: /products', 'Disallow: /product/');
  lines.push('', `Sitemap: ${ctx.config.appUrl}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/**
 * The public pages: home, login and registration always; the catalogue and every active product's page
 * only while the operator shows the catalogue to visitors (Lithuania's ban on tobacco advertising).
 */
export async function sitemapXml(ctx: AppContext): Promise<string> {
  const base = ctx.config.appUrl;
  const pages: Array<{ path: string; lastmod?: string }> = [{ path: '/' }, { path: '/login' }, { path: '/register' }];
  if ((await getSettings(ctx)).catalogue_visible_to_visitors) {
    pages.push({ path: '/products' });
    for (const product of await listPublicProductPages(ctx.db))
      pages.push({ path: `/product/${encodeURIComponent(product.slug)}`, lastmod: product.updated_at.slice(0, 10) });
  }
  const urls = pages.map(
    ({ path, lastmod }) => `  <url><loc>${escapeMarkup(base + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * What the head of a product page's HTML carries besides the app: a `preload` of the product's
 * picture, with the same variants and sizes as the page's `<img>`, so a phone downloads it while the
 * code is still on its way. Only for an active product while the catalogue is public (a visitor's
 * view: the server cannot know the reader yet); nothing otherwise.
 */
export async function productPageHead(ctx: AppContext, pathname: string): Promise<string> {
  const match = /^\/product\/([^/]{1,200})\/?$/.exec(pathname);
  if (!match?.[1]) return '';
  let product: { image_url: string | null };
  try {
    product = await reader.get(ctx, { kind: 'visitor' }, { slug: decodeURIComponent(match[1]) });
  } catch (error) {
    if (error instanceof AppError || error instanceof URIError) return '';
    throw error;
  }
  const srcSet = imageSrcSet(product.image_url);
  if (!product.image_url || !srcSet) return '';
  return `<link rel="preload" as="image" href="${escapeMarkup(product.image_url)}" imagesrcset="${escapeMarkup(srcSet)}" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}" fetchpriority="high">`;
}
