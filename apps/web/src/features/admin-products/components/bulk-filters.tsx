import { useTranslation } from 'react-i18next';
import { productMatchesSearch, type ProductView } from '@shop/domain';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

export interface BulkFilterValues {
  brand: string;
  search: string;
}

/** Brand and free-text filter of the bulk pages (done in the browser over all products, by words as the server searches). */
export function filterProducts(products: readonly ProductView[], { brand, search }: BulkFilterValues): ProductView[] {
  return products.filter((product) => (!brand || product.brand === brand) && productMatchesSearch(product, search));
}

export function BulkFilters({
  value,
  onChange,
  brands,
}: {
  value: BulkFilterValues;
  onChange: (value: BulkFilterValues) => void;
  brands: readonly string[];
}) {
  const { t } = useTranslation();
  const options = [{ value: '', label: t('adminProducts.filters.allBrands') }, ...brands.map((brand) => ({ value: brand, label: brand }))];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        className="sm:w-56"
        label={t('adminProducts.filters.brand')}
        value={value.brand}
        options={options}
        onChange={(event) => onChange({ ...value, brand: event.target.value })}
      />
      <TextField
        className="sm:w-72"
        type="search"
        label={t('adminProducts.filters.search')}
        placeholder={t('adminProducts.filters.searchPlaceholder')}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
    </div>
  );
}

/** Brands of the loaded products, sorted, for the filter. */
export function brandsOf(products: readonly ProductView[]): string[] {
  return [...new Set(products.map((product) => product.brand))].sort((a, b) => a.localeCompare(b));
}
