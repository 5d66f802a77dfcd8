import { escapeMarkup, imageSrcSet, PRODUCT_PAGE_IMAGE_SIZES } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { countPublicProductPages, getProduct, listPublicProductPages } from '../catalog/index.ts';
import { getSettings } from '../settings/index.ts';

/** Pages only a signed-in customer or an administrator sees: no search engine is asked to read them. */
const PRIVATE_PATHS = [
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

/** The pages every sitemap has first: home, login and registration, and the catalogue while it is public. */
async function fixedPages(ctx: AppContext): Promise<{ pages: string[]; products: boolean }> {
  const products = (await getSettings(ctx)).catalogue_visible_to_visitors;
  return { pages: ['/', '/login', '/register', ...(products ? ['/products'] : [])], products };
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * `/sitemap.xml`: the sitemap index (sitemaps.org), naming `/sitemap-1.xml` … each of at most
 * `sitemapUrlsPerFile` addresses (50,000, the protocol's limit), as many as the public pages need.
 */
export async function sitemapIndexXml(ctx: AppContext): Promise<string> {
  const { pages, products } = await fixedPages(ctx);
  const total = pages.length + (products ? await countPublicProductPages(ctx.reads) : 0);
  const files = Math.max(1, Math.ceil(total / ctx.config.sitemapUrlsPerFile));
  const entries = Array.from(
    { length: files },
    (_, index) => `  <sitemap><loc>${escapeMarkup(`${ctx.config.appUrl}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * `/sitemap-N.xml` (N from 1): the public pages, home, login and registration always, the catalogue and
 * every active product's page (in id order) only while the operator shows the catalogue to visitors
 * (Lithuania's ban on tobacco advertising); the N-th run of `sitemapUrlsPerFile` of them. Null for a
 * file past the last.
 */
export async function sitemapFileXml(ctx: AppContext, file: number): Promise<string | null> {
  const perFile = ctx.config.sitemapUrlsPerFile;
  const base = ctx.config.appUrl;
  const { pages: fixed, products } = await fixedPages(ctx);
  const start = (file - 1) * perFile;
  const pages: Array<{ path: string; lastmod?: string }> = fixed.slice(start, start + perFile).map((path) => ({ path }));
  if (products && pages.length < perFile) {
    const offset = Math.max(0, start - fixed.length);
    for (const product of await listPublicProductPages(ctx.reads, offset, perFile - pages.length))
      pages.push({ path: `/product/${encodeURIComponent(product.slug)}`, lastmod: product.updated_at.slice(0, 10) });
  }
  if (pages.length === 0 && file > 1) return null;
  const urls = pages.map(
    ({ path, lastmod }) => `  <url><loc>${escapeMarkup(base + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
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
    product = await getProduct(ctx, { kind: 'visitor' }, { slug: decodeURIComponent(match[1]) });
  } catch (error) {
    if (error instanceof AppError || error instanceof URIError) return '';
    throw error;
  }
  const srcSet = imageSrcSet(product.image_url);
  if (!product.image_url || !srcSet) return '';
  return `<link rel="preload" as="image" href="${escapeMarkup(product.image_url)}" imagesrcset="${escapeMarkup(srcSet)}" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}" fetchpriority="high">`;
}
