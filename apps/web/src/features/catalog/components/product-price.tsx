import type { ProductView } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import type { Viewer } from '@/lib/viewer.ts';
import { PriceSourceBadge, priceLabel } from './price.tsx';

/** A product's price, what kind of price it is and, for customers, where a special price comes from. */
export function ProductPrice({ product, viewer, large = false }: { product: ProductView; viewer: Viewer; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={large ? 'block text-xl font-bold text-slate-900' : 'block font-semibold text-slate-900'} data-testid="product-price">
        {formatMoney(product.display_price, currentLanguage())}
      </span>
      <span className="block text-xs text-slate-500">{priceLabel(t, product, viewer)}</span>
      <PriceSourceBadge product={product} viewer={viewer} />
    </>
  );
}
