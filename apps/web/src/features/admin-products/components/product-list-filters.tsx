import { useTranslation } from 'react-i18next';
import { PRODUCT_SORTS, PRODUCT_STOCK_FILTERS } from '@shop/domain';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

/** The management list's filters as the address keeps them; '' is unset, an unset sort is "newest". */
export const PRODUCT_FILTER_KEYS = ['search', 'brand', 'active', 'stock', 'sort'] as const;
type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number];

interface ProductListFiltersProps {
  values: Record<ProductFilterKey, string>;
  brands: readonly string[];
  onChange: (key: ProductFilterKey, value: string) => void;
}

/** Search (name, brand, flavour, SKU; accents ignored), brand, active, stock and sort of the product list. */
export function ProductListFilters({ values, brands, onChange }: ProductListFiltersProps) {
  const { t } = useTranslation();
  const brandOptions = [{ value: '', label: t('adminProducts.filters.allBrands') }, ...brands.map((brand) => ({ value: brand, label: brand }))];
  // A brand from the address that no product carries yet still shows as chosen.
  if (values.brand && !brands.includes(values.brand)) brandOptions.push({ value: values.brand, label: values.brand });
  const select = (key: ProductFilterKey, label: string, options: Array<{ value: string; label: string }>) => (
    <SelectField
      label={label}
      value={key === 'sort' ? values.sort || 'newest' : values[key]}
      options={options}
      data-testid={`products-filter-${key}`}
      onChange={(event) => onChange(key, key === 'sort' && event.target.value === 'newest' ? '' : event.target.value)}
    />
  );
  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <TextField
        type="search"
        label={t('adminProducts.filters.search')}
        placeholder={t('adminProducts.filters.searchPlaceholder')}
        value={values.search}
        data-testid="products-filter-search"
        onChange={(event) => onChange('search', event.target.value)}
      />
      {select('brand', t('adminProducts.filters.brand'), brandOptions)}
      {select('active', t('adminProducts.filters.active'), [
        { value: '', label: t('adminProducts.filters.allProducts') },
        { value: 'true', label: t('adminProducts.status.active') },
        { value: 'false', label: t('adminProducts.status.inactive') },
      ])}
      {select('stock', t('adminProducts.filters.stock'), [
        { value: '', label: t('adminProducts.filters.anyStock') },
        ...PRODUCT_STOCK_FILTERS.map((value) => ({ value, label: t(`adminProducts.filters.stockOptions.${value}`) })),
      ])}
      {select(
        'sort',
        t('adminProducts.filters.sort'),
        PRODUCT_SORTS.map((value) => ({ value, label: t(`adminProducts.sort.${value}`) })),
      )}
    </search>
  );
}
