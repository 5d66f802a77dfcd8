import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProductView, UserType } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';
import type { Viewer } from '@/lib/viewer.ts';

type PricedProduct = Pick<ProductView, 'price_level' | 'price_user_type'>;

/** SHOP or BAR for a type price (the server's `price_user_type`, else the customer's own type). */
function typeOf(product: PricedProduct, viewer: Viewer): UserType | null {
  return product.price_user_type ?? viewer.user?.user_type ?? null;
}

/** The name of the price a customer pays: custom, SHOP/BAR or wholesale. */
export function priceSourceText(t: TFunction, product: PricedProduct, viewer: Viewer): string {
  if (product.price_level === 'custom') return t('catalog.price.source.custom');
  // Glossary: "parduotuvių kaina", "barų kaina", never "SHOP kaina".
  const type = product.price_level === 'user_type' ? typeOf(product, viewer) : null;
  if (type) return t(`catalog.price.source.${type}`);
  return t('catalog.price.source.wholesale');
}

/** What the shown price is: visitors get the public price (excl. VAT and excise) or retail; others prices excl. VAT. */
export function priceLabel(t: TFunction, product: PricedProduct, viewer: Viewer): string {
  if (viewer.kind === 'visitor') return product.price_level === 'retail' ? t('catalog.price.retail') : t('catalog.price.publicExclVatExcise');
  if (viewer.kind === 'admin') return t('catalog.price.wholesaleExclVat');
  return t('catalog.price.exclVat');
}

/** Customers see where a special price comes from: custom, SHOP or BAR (nothing for plain wholesale). */
export function PriceSourceBadge({ product, viewer }: { product: PricedProduct; viewer: Viewer }) {
  const { t } = useTranslation();
  if (viewer.kind !== 'customer') return null;
  if (product.price_level !== 'custom' && product.price_level !== 'user_type') return null;
  return (
    <Badge tone={product.price_level === 'custom' ? 'purple' : 'info'} className="mt-1">
      <span data-testid="price-source">{priceSourceText(t, product, viewer)}</span>
    </Badge>
  );
}
