import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SORTS } from '@shop/domain';
import type { CatalogueFilters as Filters, FilterParam } from '../catalogue-query.ts';
import { StarIcon } from './star-icon.tsx';

const control = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-teal-600';

/** A label above its control, linked by the id it hands to the control. */
function Field({ label, children, className = '' }: { label: string; children: (id: string) => ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A select of '' (all) and the values, the chosen one first when the list does not have it (an old link). */
function Choice({
  id,
  value,
  all,
  values,
  onChange,
  testId,
}: {
  id: string;
  value: string;
  all: string;
  values: readonly string[];
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={control} data-testid={testId}>
      <option value="">{all}</option>
      {(value && !values.includes(value) ? [value, ...values] : values).map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

/**
 * The catalogue's search box, brand, weight and order, and for customers "My products". Every value
 * comes from the address and goes back to it through `onChange` (the search as typed; the page asks
 * the server once typing pauses). `actions`: the view toggle and refresh, beside "My products".
 */
export function CatalogueFilters({
  filters,
  brands,
  weights,
  customer,
  onChange,
  actions,
}: {
  filters: Filters;
  brands: readonly string[];
  weights: readonly string[];
  customer: boolean;
  onChange: (key: FilterParam, value: string | boolean) => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <search className="mb-6 block space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={t('catalog.filters.label')}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Field label={t('catalog.filters.search')} className="col-span-2 lg:col-span-1">
          {(id) => (
            <input
              id={id}
              type="search"
              placeholder={t('catalog.filters.searchPlaceholder')}
              value={filters.search}
              onChange={(event) => onChange('search', event.target.value)}
              maxLength={200}
              autoComplete="off"
              enterKeyHint="search"
              className={control}
              data-testid="catalog-search"
            />
          )}
        </Field>
        <Field label={t('catalog.brandFilter')}>
          {(id) => (
            <Choice
              id={id}
              value={filters.brand}
              all={t('catalog.allBrands')}
              values={brands}
              onChange={(value) => onChange('brand', value)}
              testId="brand-filter"
            />
          )}
        </Field>
        <Field label={t('catalog.filters.weight')}>
          {(id) => (
            <Choice
              id={id}
              value={filters.weight}
              all={t('catalog.filters.allWeights')}
              values={weights}
              onChange={(value) => onChange('weight', value)}
              testId="weight-filter"
            />
          )}
        </Field>
        <Field label={t('catalog.sort.label')} className="col-span-2 lg:col-span-1">
          {(id) => (
            <select
              id={id}
              value={filters.sort}
              onChange={(event) => onChange('sort', event.target.value)}
              className={control}
              data-testid="catalog-sort"
            >
              <option value="">{t('catalog.sort.default')}</option>
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`catalog.sort.${sort}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {customer ? (
          <button
            type="button"
            aria-pressed={filters.favourites}
            onClick={() => onChange('favourites', !filters.favourites)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${filters.favourites ? 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
            data-testid="my-products-filter"
          >
            <StarIcon filled={filters.favourites} className="h-4 w-4" />
            {t('catalog.filters.myProducts')}
          </button>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-2">{actions}</div>
      </div>
    </search>
  );
}
