import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PAGE_IMAGE_SIZES, type ProductView } from '@shop/domain';
import { imageAttributes, type ImageSlot } from '@/lib/image-variants.ts';

type ImageProduct = Pick<ProductView, 'brand' | 'name' | 'weight' | 'image_url'>;

/**
 * How wide a product's picture is drawn in each place (the page is at most 1280 px with 16–32 px
 * margins), for the browser to fetch the smallest width variant that is sharp there.
 */
export const PRODUCT_IMAGE_SLOTS = {
  /** Catalogue grid (catalog-page.tsx): one column on a phone, two from 640 px, three from 1024 px, four from 1280 px. */
  card: { sizes: '(min-width:1280px) 290px,(min-width:1024px) 31vw,(min-width:640px) 46vw,92vw', side: 290 },
  /** Product page: the page's width on a phone, half of it beside the details from 1024 px. */
  page: { sizes: PRODUCT_PAGE_IMAGE_SIZES, side: 584 },
  /** "More from this brand": cards 208 px wide. */
  carousel: { sizes: '208px', side: 208 },
  /** Catalogue table: a 48 px thumbnail. */
  table: { sizes: '48px', side: 48 },
} satisfies Record<string, ImageSlot>;

/**
 * A product's picture in a box of fixed proportions (no layout shift), or a neutral placeholder.
 * `eager`: one of the first images the page shows (the product page's, the first catalogue row),
 * loaded at once with high priority; the others load as they come near the screen.
 */
export function ProductImage({
  product,
  place,
  className = 'aspect-square',
  eager = false,
}: {
  product: ImageProduct;
  place: keyof typeof PRODUCT_IMAGE_SLOTS;
  className?: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const alt = `${product.brand} ${product.name} ${product.weight}`.trim();
  return (
    <div className={`relative overflow-hidden bg-slate-100 ${className}`}>
      {product.image_url && !failed ? (
        <img
          {...imageAttributes(product.image_url, PRODUCT_IMAGE_SLOTS[place], eager)}
          alt={alt}
          onError={() => setFailed(true)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-slate-400"
          role="img"
          aria-label={`${alt} (${t('catalog.card.noImage')})`}
          data-testid="image-placeholder"
        >
          <svg viewBox="0 0 24 24" className="h-1/4 max-h-16 w-1/4 max-w-16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
            <path d="M21 7.5 12 3 3 7.5m18 0-9 4.5m9-4.5v9L12 21m0-9L3 7.5m9 4.5v9M3 7.5v9L12 21" strokeLinejoin="round" />
          </svg>
          <span className="text-xs font-medium text-slate-600" aria-hidden="true">
            {t('catalog.card.noImage')}
          </span>
        </div>
      )}
    </div>
  );
}
