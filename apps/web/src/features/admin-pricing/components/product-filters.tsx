import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { isFilterActive, PRICE_RANGES, type PriceRange, type ProductFilter } from '../pricing-utils.ts';
import type { ProductList } from '../use-product-list.ts';

/** Search, brand, category and price range (where the list offers them), a Clear Filters button and "Showing X of Y products". */
export function ProductFilters({ list }: { list: ProductList }) {
  const { t } = useTranslation();
  const { filter, setFilter: onChange, brands, categories, withPriceRange, total } = list;
  const shown = list.rows.length;
  const set = (patch: Partial<ProductFilter>) => onChange({ ...filter, ...patch });
  const columns = 2 + (categories ? 1 : 0) + (withPriceRange ? 1 : 0);
  const grid = columns >= 4 ? 'lg:grid-cols-4' : columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2';
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
            onChange={(event) => set({ priceRange: event.target.value as PriceRange | '' })}
            options={[
              { value: '', label: t('adminPricing.filters.allPrices') },
              ...PRICE_RANGES.map((range) => ({ value: range, label: t(`adminPricing.filters.ranges.${range}`) })),
            ]}
          />
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="filter-count">
          {t('adminPricing.filters.showing', { shown, total, count: total })}
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
