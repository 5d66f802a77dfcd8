import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductView } from '@shop/domain';
import type { Viewer } from '@/lib/viewer.ts';
import { useInCartQuantity } from '../api/get-cart-quantities.ts';
import { CardPurchase } from './card-purchase.tsx';
import { LazyFavouriteStar } from './lazy-favourite-star.tsx';
import { ProductImage } from './product-image.tsx';
import { ProductPrice } from './product-price.tsx';

/** Logged-in viewers get stock; a customer's out-of-stock product is blurred under an overlay. */
export function isOutOfStock(product: ProductView, viewer: Viewer): boolean {
  return viewer.kind !== 'visitor' && product.stock !== undefined && product.stock <= 0;
}

/** `eager`: the card is in the catalogue's first row, its picture among the first the page shows. */
export function ProductCard({ product, viewer, eager = false }: { product: ProductView; viewer: Viewer; eager?: boolean }) {
  const { t } = useTranslation();
  const outOfStock = isOutOfStock(product, viewer);
  const customer = viewer.kind === 'customer';
  const blurred = outOfStock && customer;
  const inCart = useInCartQuantity(product.id, customer);
  const href = `/product/${encodeURIComponent(product.slug)}`;

  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      data-out-of-stock={outOfStock ? 'true' : undefined}
      className="relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div
        className={`flex flex-1 flex-col ${blurred ? 'pointer-events-none select-none opacity-70 blur-[2px] grayscale' : ''}`}
        aria-hidden={blurred ? true : undefined}
      >
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage product={product} place="card" className="aspect-square" eager={eager} />
        </Link>
        <div className="flex flex-1 flex-col p-4">
          <p className="text-xs font-semibold uppercase tracking-wider text-teal-700">{product.brand}</p>
          <h3 className="mt-1 text-base font-semibold leading-snug text-slate-900">
            <Link to={href} className="hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600">
              {product.name}
            </Link>
          </h3>
          <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{product.flavor}</p>
          <p className="mt-0.5 text-sm text-slate-500">{product.weight}</p>

          <div className="mt-3">
            <ProductPrice product={product} viewer={viewer} large />
          </div>

          {viewer.kind !== 'visitor' ? (
            <dl className="mt-3 space-y-0.5 text-xs text-slate-600">
              <div className="flex justify-between gap-2">
                <dt>{t('catalog.table.stock')}</dt>
                <dd className={outOfStock ? 'font-medium text-red-700' : 'font-medium text-green-700'} data-testid="product-stock">
                  {outOfStock ? t('catalog.stock.outOfStock') : t('catalog.stock.inStock', { count: product.stock ?? 0 })}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt>{t('catalog.table.minOrder')}</dt>
                <dd className="font-medium text-slate-800">{t('catalog.units', { count: product.min_order_quantity ?? 1 })}</dd>
              </div>
              {product.sku ? (
                <div className="flex justify-between gap-2">
                  <dt>{t('catalog.table.sku')}</dt>
                  <dd className="min-w-0 truncate font-mono text-slate-800" data-testid="product-sku">
                    {product.sku}
                  </dd>
                </div>
              ) : null}
              {inCart > 0 ? (
                <div className="flex justify-between gap-2">
                  <dt>{t('catalog.inCart')}</dt>
                  <dd className="font-semibold text-teal-800" data-testid="in-cart">
                    {t('catalog.units', { count: inCart })}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
      </div>

      {customer ? (
        // Outside the blurred part: an out-of-stock product can be starred to order it when it is back.
        <div className="absolute right-2 top-2 z-10">
          <LazyFavouriteStar product={product} place="card" />
        </div>
      ) : null}

      {blurred ? (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span
            data-testid="out-of-stock"
            className="rounded-full bg-slate-900/85 px-4 py-2 text-sm font-semibold uppercase tracking-wide text-white shadow-lg"
          >
            {t('catalog.stock.outOfStock')}
          </span>
          <span className="sr-only">
            {product.brand} {product.name} {product.weight}
          </span>
        </div>
      ) : (
        <div className="px-4 pb-4 empty:hidden">
          <CardPurchase product={product} viewer={viewer} />
        </div>
      )}
    </article>
  );
}
