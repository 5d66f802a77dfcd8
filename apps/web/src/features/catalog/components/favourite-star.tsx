import { useTranslation } from 'react-i18next';
import type { ProductView } from '@shop/domain';
import { errorText } from '@/lib/error-text.ts';
import { useSetFavourite } from '../api/set-favourite.ts';
import { StarIcon } from './star-icon.tsx';

/**
 * The star that puts a product in the customer's "My products". It shows the asked-for
 * state while the request runs and the server's after; a failure puts it back and says why.
 * `place`: a round button over a card's picture, or a labelled button on the product page.
 */
export default function FavouriteStar({ product, place }: { product: ProductView; place: 'card' | 'page' }) {
  const { t } = useTranslation();
  const change = useSetFavourite();
  const marked = change.isPending ? change.variables.favourite : Boolean(product.is_favourite);
  const name = [product.brand, product.name, product.weight].join(' ');
  const toggle = () => change.mutate({ productId: product.id, favourite: !marked });
  const icon = <StarIcon filled={marked} />;
  const failure = change.isError ? (
    <span
      role="alert"
      className={
        place === 'card'
          ? 'absolute right-0 top-12 w-52 rounded-md border border-red-200 bg-red-50 px-2 py-1.5 text-xs text-red-800 shadow'
          : 'text-sm text-red-700'
      }
    >
      {errorText(change.error, t('catalog.favourite.failed'))}
    </span>
  ) : null;

  if (place === 'card') {
    return (
      <div className="relative">
        <button
          type="button"
          aria-pressed={marked}
          aria-label={t('catalog.favourite.label', { name })}
          title={marked ? t('catalog.favourite.remove') : t('catalog.favourite.add')}
          onClick={toggle}
          className={`inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-slate-200 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${marked ? 'text-amber-500' : 'text-slate-500'}`}
          data-testid="favourite-toggle"
        >
          {icon}
        </button>
        {failure}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={marked}
        onClick={toggle}
        className={`inline-flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${marked ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
        data-testid="favourite-toggle"
      >
        <span className={marked ? 'text-amber-500' : 'text-slate-500'}>{icon}</span>
        {marked ? t('catalog.favourite.inMyProducts') : t('catalog.favourite.add')}
      </button>
      {failure}
    </div>
  );
}
