import { lazy, Suspense } from 'react';
import type { ProductView } from '@shop/domain';

/** Only signed-in customers star products: their code stays out of a visitor's first load. */
const FavouriteStar = lazy(() => import('./favourite-star.tsx'));

/** The star, once its code is in; meanwhile a blank of its size, so nothing moves. */
export function LazyFavouriteStar({ product, place }: { product: ProductView; place: 'card' | 'page' }) {
  return (
    <Suspense fallback={<span className={place === 'card' ? 'block h-11 w-11' : 'block h-11'} aria-hidden="true" />}>
      <FavouriteStar product={product} place={place} />
    </Suspense>
  );
}
