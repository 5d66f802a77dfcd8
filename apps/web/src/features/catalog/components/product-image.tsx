import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@shop/domain';

type ImageProduct = Pick<ProductView, 'brand' | 'name' | 'weight' | 'image_url'>;

/** A product's picture in a box of fixed proportions (no layout shift), or a neutral placeholder. */
export function ProductImage({
  product,
  className = 'aspect-square',
  eager = false,
}: {
  product: ImageProduct;
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
          src={product.image_url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
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
          <span className="text-xs font-medium" aria-hidden="true">
            {t('catalog.card.noImage')}
          </span>
        </div>
      )}
    </div>
  );
}
