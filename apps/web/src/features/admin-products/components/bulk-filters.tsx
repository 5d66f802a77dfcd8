import { useTranslation } from 'react-i18next';
import type { ProductView } from '@shop/domain';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

export interface BulkFilterValues {
  brand: string;
  search: string;
}

/** Brand and free-text filter of the bulk pages (done in the browser over all products). */
export function filterProducts(products: readonly ProductView[], { brand, search }: BulkFilterValues): ProductView[] {
  const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (brand && product.brand !== brand) return false;
    if (words.length === 0) return true;
    const text = [product.brand, product.name, product.flavor, product.weight, product.sku ?? '', product.category ?? '']
      .join(' ')
      .toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
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
