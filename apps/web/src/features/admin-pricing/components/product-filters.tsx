import { useTranslation } from 'react-i18next';
import { PRODUCT_PRICE_RANGES, type ProductPriceRange } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { isFilterActive, type ProductFilter } from '../pricing-utils.ts';
import type { ProductPage } from '../use-product-page.ts';

/**
 * Search, brand, category and price range (where the list offers them), a Clear Filters button and
 * "Showing X of Y products": X the products the filter matches, Y every product (`total`, counted on the server).
 */
export function ProductFilters({ list, total }: { list: ProductPage; total: number | undefined }) {
  const { t } = useTranslation();
  const { filter, setFilter: onChange, brands, categories, withPriceRange, pagination } = list;
  const set = (patch: Partial<ProductFilter>) => onChange({ ...filter, ...patch });
  const columns = 2 + (categories ? 1 : 0) + (withPriceRange ? 1 : 0);
  const grid = columns >= 4 ? 'lg:grid-cols-4' : columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2';
  // A count that stopped at its cap (decision 066) reads "10000+".
  const shown = pagination ? `${pagination.total}${pagination.capped ? '+' : ''}` : '…';
  const all = total ?? pagination?.total ?? 0;
  return (
    <search className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={t('adminPricing.filters.title')}>
      <div className={`grid gap-3 sm:grid-cols-2 ${grid}`}>
        <TextField
          type="search"
          label={t('adminPricing.filters.search')}
          placeholder={t('adminPricing.filters.searchPlaceholder')}
          value={filter.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <SelectField
          label={t('adminPricing.filters.brand')}
          value={filter.brand}
          onChange={(event) => set({ brand: event.target.value })}
          options={[{ value: '', label: t('adminPricing.filters.allBrands') }, ...brands.map((brand) => ({ value: brand, label: brand }))]}
        />
        {categories ? (
          <SelectField
            label={t('adminPricing.filters.category')}
            value={filter.category}
            onChange={(event) => set({ category: event.target.value })}
            options={[
              { value: '', label: t('adminPricing.filters.allCategories') },
              ...categories.map((category) => ({ value: category, label: category })),
            ]}
          />
        ) : null}
        {withPriceRange ? (
          <SelectField
            label={t('adminPricing.filters.priceRange')}
            value={filter.priceRange}
            onChange={(event) => set({ priceRange: event.target.value as ProductPriceRange | '' })}
            options={[
              { value: '', label: t('adminPricing.filters.allPrices') },
              ...PRODUCT_PRICE_RANGES.map((range) => ({ value: range, label: t(`adminPricing.filters.ranges.${range}`) })),
            ]}
          />
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="filter-count">
          {t('adminPricing.filters.showing', { shown, total: all, count: all })}
        </p>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={() => onChange({ search: '', brand: '', category: '', priceRange: '' })}
          disabled={!isFilterActive(filter)}
        >
          {t('adminPricing.filters.clear')}
        </Button>
      </div>
    </search>
  );
}

/** Previous, Next and "Page n of m" under a price table; typed prices stay when the page changes. */
export function ProductPagePager({ list }: { list: ProductPage }) {
  return <Pager page={list.page} pages={list.pagination?.pages ?? 1} capped={list.pagination?.capped} onPage={list.goToPage} busy={list.fetching} />;
}
