import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductView } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import type { Viewer } from '@/lib/viewer.ts';
import { CardPurchase } from './card-purchase.tsx';
import { LazyFavouriteStar } from './lazy-favourite-star.tsx';
import { isOutOfStock } from './product-card.tsx';
import { ProductImage } from './product-image.tsx';
import { ProductPrice } from './product-price.tsx';

/** The table view of the catalogue: SKU, stock and minimum for logged-in viewers. */
export function ProductTable({ products, viewer }: { products: ProductView[]; viewer: Viewer }) {
  const { t } = useTranslation();
  const loggedIn = viewer.kind !== 'visitor';
  const hasActions = viewer.kind !== 'admin';
  return (
    <DataTable
      caption={t('catalog.title')}
      testId="product-table"
      columns={[
        { key: 'product', label: t('catalog.table.product') },
        { key: 'weight', label: t('catalog.table.weight') },
        loggedIn && { key: 'sku', label: t('catalog.table.sku') },
        { key: 'price', label: t('catalog.table.price'), align: 'right' },
        loggedIn && { key: 'stock', label: t('catalog.table.stock') },
        loggedIn && { key: 'minOrder', label: t('catalog.table.minOrder'), align: 'right' },
        hasActions && { key: 'actions', label: t('catalog.table.actions'), srOnly: true },
      ]}
    >
      {products.map((product) => {
        const outOfStock = isOutOfStock(product, viewer);
        const href = `/product/${encodeURIComponent(product.slug)}`;
        return (
          <tr
            key={product.id}
            data-testid="product-row"
            data-product-id={product.id}
            className={outOfStock ? 'bg-slate-50 text-slate-500' : 'hover:bg-slate-50'}
          >
            <td className="px-4 py-3">
              <div className="flex items-center gap-3">
                <Link to={href} tabIndex={-1} aria-hidden="true" className={`shrink-0 ${outOfStock ? 'opacity-60 blur-[1px] grayscale' : ''}`}>
                  <ProductImage product={product} place="table" className="h-12 w-12 rounded" />
                </Link>
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-wider text-teal-700">{product.brand}</p>
                  <Link to={href} className="font-semibold text-slate-900 hover:text-teal-800 hover:underline">
                    {product.name}
                  </Link>
                  <p className="truncate text-xs text-slate-500">{product.flavor}</p>
                </div>
              </div>
            </td>
            <td className="whitespace-nowrap px-4 py-3">{product.weight}</td>
            {loggedIn ? <td className="whitespace-nowrap px-4 py-3 font-mono text-xs">{product.sku}</td> : null}
            <td className="whitespace-nowrap px-4 py-3 text-right">
              <ProductPrice product={product} viewer={viewer} />
            </td>
            {loggedIn ? (
              <>
                <td className="whitespace-nowrap px-4 py-3">
                  {outOfStock ? (
                    <span data-testid={viewer.kind === 'customer' ? 'out-of-stock' : undefined}>
                      <Badge tone="danger">{t('catalog.stock.outOfStock')}</Badge>
                    </span>
                  ) : (
                    <Badge tone="success">{t('catalog.stock.inStock', { count: product.stock ?? 0 })}</Badge>
                  )}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                  {t('catalog.units', { count: product.min_order_quantity ?? 1 })}
                </td>
              </>
            ) : null}
            {hasActions ? (
              <td className="min-w-56 px-4 py-3">
                <div className="flex items-start gap-2">
                  {viewer.kind === 'customer' ? <LazyFavouriteStar product={product} place="card" /> : null}
                  <CardPurchase product={product} viewer={viewer} compact />
                </div>
              </td>
            ) : null}
          </tr>
        );
      })}
    </DataTable>
  );
}
