import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ProductView } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formatMoney } from '@/lib/format.ts';
import { LazyFavouriteStar } from './components/lazy-favourite-star.tsx';
import { productQueryOptions, useProduct } from './api/get-product.ts';
import { CatalogueHidden, isCatalogueHidden } from './components/catalogue-hidden.tsx';
import { priceLabel, priceSourceText } from './components/price.tsx';
import { PRODUCT_IMAGE_SLOTS, ProductImage } from './components/product-image.tsx';
import { preloadImage } from '@/lib/image-variants.ts';
import { ProductPurchase } from './components/product-purchase.tsx';
import { RelatedCarousel } from './components/related-carousel.tsx';
import { useViewer, type Viewer, viewerOf } from '@/lib/viewer.ts';
import { queryClient } from '@/lib/query-client.ts';
import { getSession } from '@/lib/session.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { clampDescription, productFacts, productTitle } from './product-meta.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

const backLink =
  'inline-flex items-center rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

const slugOf = (url: URL) => decodeURIComponent(url.pathname.split('/')[2] ?? '');
/** The product query of a product page's address, for this browser's viewer. */
const productAt = (url: URL) => productQueryOptions(viewerOf(getSession()).key, slugOf(url));

/**
 * The product a visit to its page shows: asked for while React is still loading on a first visit,
 * and by the server when it prerenders the page (into its own query cache).
 */
export async function prefetch(url: URL, client: QueryClient = queryClient): Promise<void> {
  if (slugOf(url)) await client.prefetchQuery(productAt(url));
}

/** Once the product is in, its picture is asked for (with the same variants and sizes as its img). */
export function preload(url: URL): void {
  const imageUrl = queryClient.getQueryData(productAt(url).queryKey)?.image_url;
  if (imageUrl) preloadImage(imageUrl, PRODUCT_IMAGE_SLOTS.page);
}

/** /product/{slug}: one product with its price, stock, details, purchase controls and more from its brand. */
export default function ProductPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const viewer = useViewer();
  const query = useProduct(viewer.key, slug);

  if (query.isPending) {
    return (
      <>
        <PageMeta title={t('meta.product.title')} description={t('meta.product.fallbackDescription')} />
        <Spinner label={t('catalog.product.loading')} />
      </>
    );
  }
  if (query.isError) {
    if (isCatalogueHidden(query.error)) return <CatalogueHidden />;
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 lg:px-8" data-testid={notFound ? 'product-not-found' : 'product-load-failed'}>
        {notFound ? (
          <PageMeta title={t('catalog.product.notFound')} noindex />
        ) : (
          <PageMeta title={t('catalog.product.loadFailed')} description={t('meta.product.fallbackDescription')} />
        )}
        <h1 className="text-2xl font-bold text-slate-900">{notFound ? t('catalog.product.notFound') : t('catalog.product.loadFailed')}</h1>
        <p className="mt-3 text-slate-600">{notFound ? t('catalog.product.notFoundBody') : t('catalog.product.loadFailedBody')}</p>
        <div className="mt-8">
          <Link to="/products" className={backLink}>
            {t('catalog.product.backToProducts')}
          </Link>
        </div>
      </div>
    );
  }
  return <ProductDetail key={query.data.id} product={query.data} viewer={viewer} />;
}

function ProductDetail({ product, viewer }: { product: ProductView; viewer: Viewer }) {
  const { t } = useTranslation();
  const loggedIn = viewer.kind !== 'visitor';
  const stock = product.stock ?? 0;
  const inStock = stock > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={productTitle(product)} description={clampDescription(t('meta.product.description', { product: productFacts(product) }))} />
      <nav aria-label={t('catalog.product.breadcrumb')} className="mb-6 text-sm" data-testid="breadcrumb">
        <ol className="flex flex-wrap items-center gap-1.5 text-slate-500">
          <li>
            <Link to="/products" className="hover:text-teal-800 hover:underline">
              {t('catalog.title')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={`/products?brand=${encodeURIComponent(product.brand)}`} className="hover:text-teal-800 hover:underline">
              {product.brand}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-slate-800">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="self-start overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <ProductImage product={product} place="page" className="aspect-square" eager />
        </div>

        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-teal-700">{product.brand}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{product.name}</h1>
          <p className="mt-2 text-lg text-slate-600">
            {product.flavor} · {product.weight}
          </p>
          {viewer.kind === 'customer' ? (
            <div className="mt-3">
              <LazyFavouriteStar product={product} place="page" />
            </div>
          ) : null}
          {loggedIn && product.sku ? (
            <p className="mt-1 text-sm text-slate-500">
              {t('catalog.table.sku')}:{' '}
              <span className="font-mono" data-testid="product-sku">
                {product.sku}
              </span>
            </p>
          ) : null}

          <PriceBlock product={product} viewer={viewer} />

          {loggedIn ? (
            <div className="mt-4" data-testid="stock-badge">
              {inStock ? (
                <Badge tone="success">{t('catalog.stock.inStock', { count: stock })}</Badge>
              ) : (
                <Badge tone="danger">{t('catalog.stock.outOfStock')}</Badge>
              )}
            </div>
          ) : null}

          <div className="mt-6">
            <ProductPurchase product={product} viewer={viewer} />
          </div>

          <dl
            className="mt-8 grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 text-sm"
            data-testid="product-details"
          >
            <Detail label={t('catalog.product.brand')}>{product.brand}</Detail>
            <Detail label={t('catalog.product.weight')}>{product.weight}</Detail>
            {/* Visitors see no minimums: the flavour takes the whole row instead. */}
            <Detail label={t('catalog.product.flavor')} wide={!loggedIn}>
              {product.flavor}
            </Detail>
            {loggedIn ? (
              <Detail label={t('catalog.product.minOrder')}>{t('catalog.units', { count: product.min_order_quantity ?? 1 })}</Detail>
            ) : null}
          </dl>

          {product.description ? (
            <section className="mt-8" aria-labelledby="product-description-title">
              <h2 id="product-description-title" className="text-lg font-semibold text-slate-900">
                {t('catalog.product.description')}
              </h2>
              <p className="mt-2 whitespace-pre-line leading-7 text-slate-700">{product.description}</p>
            </section>
          ) : null}
        </div>
      </div>

      <RelatedCarousel product={product} viewer={viewer} />
    </div>
  );
}

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`bg-white px-4 py-3 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-xs font-medium uppercase tracking-wider text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Customers: their price excl. VAT with its source, the wholesale price struck through when theirs is lower. Visitors: the public price. */
function PriceBlock({ product, viewer }: { product: ProductView; viewer: Viewer }) {
  const { t } = useTranslation();
  const price = viewer.kind === 'customer' ? (product.effective_price ?? product.display_price) : product.display_price;
  const original = product.original_wholesale_price;
  const showOriginal = viewer.kind === 'customer' && original !== undefined && original > price;
  return (
    <div className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="price-block">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold text-slate-900" data-testid="product-price">
          {formatMoney(price, currentLanguage())}
        </span>
        {showOriginal ? (
          <s className="text-lg text-slate-500" data-testid="original-price">
            <span className="sr-only">{t('catalog.price.original')}: </span>
            {formatMoney(original, currentLanguage())}
          </s>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">{priceLabel(t, product, viewer)}</p>
      {viewer.kind === 'customer' ? (
        <p className="mt-2">
          <Badge tone={product.price_level === 'custom' ? 'purple' : product.price_level === 'user_type' ? 'info' : 'brand'}>
            <span data-testid="price-source">{priceSourceText(t, product, viewer)}</span>
          </Badge>
        </p>
      ) : null}
    </div>
  );
}
