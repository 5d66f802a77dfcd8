import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductView } from '@shop/domain';
import { formatMoney } from '@/lib/format.ts';
import { useRelatedProducts } from '../api/get-products.ts';
import { useProgressiveList } from '@/lib/use-progressive-list.ts';
import type { Viewer } from '@/lib/viewer.ts';
import { ProductImage } from './product-image.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

/** Each press of a scroll button moves the carousel 448 px (two cards). */
const CAROUSEL_STEP_PX = 448;

const arrow =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-40';

/** "More from this brand": the brand's other products (the current one left out), each linking to its page. */
export function RelatedCarousel({ product, viewer }: { product: ProductView; viewer: Viewer }) {
  const { t } = useTranslation();
  const related = useRelatedProducts(viewer.key, product.brand);
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const others: ProductView[] = (related.data?.products ?? []).filter((other) => other.id !== product.id && other.slug !== product.slug);
  const shown = useProgressiveList(others, 4);

  const measure = () => {
    const element = track.current;
    if (!element) return;
    setEdges({ start: element.scrollLeft <= 1, end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1 });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the edges are measured again when the list of cards changes
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [shown.length]);

  if (others.length === 0) return null;
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: 'smooth' });

  return (
    <section aria-labelledby="related-title" className="mt-14" data-testid="related-products">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="related-title" className="text-xl font-bold text-slate-900">
          {t('catalog.product.moreFromBrand')}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={arrow}
            onClick={() => scroll(-1)}
            disabled={edges.start}
            aria-label={t('catalog.product.scrollLeft')}
            data-testid="carousel-prev"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={arrow}
            onClick={() => scroll(1)}
            disabled={edges.end}
            aria-label={t('catalog.product.scrollRight')}
            data-testid="carousel-next"
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul ref={track} onScroll={measure} className="flex snap-x gap-4 overflow-x-auto scroll-smooth pb-3" data-testid="carousel-track">
        {shown.map((other) => (
          <li key={other.id} className="w-52 shrink-0 snap-start">
            <Link
              to={`/product/${encodeURIComponent(other.slug)}`}
              className="group block overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              data-testid="related-product"
            >
              <ProductImage product={other} place="carousel" className="aspect-square" />
              <div className="p-3">
                <p className="truncate text-sm font-semibold text-slate-900 group-hover:text-teal-800">{other.name}</p>
                <p className="truncate text-xs text-slate-500">
                  {other.flavor} · {other.weight}
                </p>
                <p className="mt-1 text-sm font-bold text-slate-900">{formatMoney(other.display_price, currentLanguage())}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
