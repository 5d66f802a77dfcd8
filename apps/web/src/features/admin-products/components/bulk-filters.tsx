import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { BulkFilterKey } from './use-bulk-edits.ts';

interface BulkFiltersProps {
  values: Record<BulkFilterKey, string>;
  /** Every brand of the catalogue (GET /api/products/admin/facets). */
  brands: readonly string[];
  onChange: (key: BulkFilterKey, value: string) => void;
}

/** Brand and word search of the bulk pages, asked of the server (name, brand, flavour, SKU; accents ignored). */
export function BulkFilters({ values, brands, onChange }: BulkFiltersProps) {
  const { t } = useTranslation();
  const options = [{ value: '', label: t('adminProducts.filters.allBrands') }, ...brands.map((brand) => ({ value: brand, label: brand }))];
  // A brand from the address that no product carries (any more) still shows as chosen.
  if (values.brand && !brands.includes(values.brand)) options.push({ value: values.brand, label: values.brand });
  return (
    <search className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        className="sm:w-56"
        label={t('adminProducts.filters.brand')}
        value={values.brand}
        options={options}
        data-testid="bulk-filter-brand"
        onChange={(event) => onChange('brand', event.target.value)}
      />
      <TextField
        className="sm:w-72"
        type="search"
        label={t('adminProducts.filters.search')}
        placeholder={t('adminProducts.filters.searchPlaceholder')}
        value={values.search}
        data-testid="bulk-filter-search"
        onChange={(event) => onChange('search', event.target.value)}
      />
    </search>
  );
}
