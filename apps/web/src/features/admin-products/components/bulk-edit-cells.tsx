import type { ChangeEvent, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { AdminProductView } from '@shop/domain';
import type { Column } from '@/components/ui/data-table.tsx';

export const bulkTd = 'px-3 py-2 align-middle';
const nowrap = 'whitespace-nowrap';

/** The header of a bulk table column (no wrapping, optionally right-aligned). */
export const bulkColumn = (key: string, label: string, align?: 'right'): Column => ({ key, label, align, className: nowrap });

/** Brand, name, flavour, weight and SKU: the columns both bulk tables start with. */
export const productInfoColumns = (t: TFunction): Column[] =>
  (['brand', 'name', 'flavor', 'weight', 'sku'] as const).map((key) => bulkColumn(key, t(`adminProducts.columns.${key}`)));

/** The cells of `productInfoColumns`; an inactive product says so beside its name. */
export function ProductInfoCells({ product, inactiveLabel }: { product: AdminProductView; inactiveLabel: string }) {
  return (
    <>
      <td className={`${bulkTd} whitespace-nowrap font-medium text-slate-800`}>{product.brand}</td>
      <td className={`${bulkTd} min-w-40 text-slate-900`}>
        {product.name}
        {product.is_active === false ? <span className="ml-2 text-xs text-slate-500">({inactiveLabel})</span> : null}
      </td>
      <td className={`${bulkTd} min-w-32 text-slate-700`}>{product.flavor}</td>
      <td className={`${bulkTd} whitespace-nowrap text-slate-700`}>{product.weight}</td>
      <td className={`${bulkTd} whitespace-nowrap font-mono text-xs text-slate-600`}>{product.sku}</td>
    </>
  );
}

interface BulkRowProps {
  testId: string;
  changed: boolean;
  invalid: boolean;
  children: ReactNode;
}

/** A bulk table row: tinted amber once changed, red while its typed value is invalid. */
export function BulkRow({ testId, changed, invalid, children }: BulkRowProps) {
  return (
    <tr data-testid={testId} data-changed={changed || undefined} className={invalid ? 'bg-red-50' : changed ? 'bg-amber-50' : 'hover:bg-slate-50'}>
      {children}
    </tr>
  );
}

interface BulkInputProps {
  value: string;
  label: string;
  changed: boolean;
  invalid: boolean;
  onChange: (text: string) => void;
  /** Whole numbers (stock); prices use the shop's one MoneyInput (decision 061). */
  kind: 'count';
  placeholder?: string;
}

/** The count input of a bulk row, outlined like its row. */
export function BulkInput({ value, label, changed, invalid, onChange, placeholder }: BulkInputProps) {
  return (
    <td className={bulkTd}>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={invalid || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        className={`w-28 rounded-md border px-2 py-1.5 text-right text-sm tabular-nums shadow-sm focus:outline-2 focus:outline-teal-600 ${invalid ? 'border-red-500' : changed ? 'border-amber-400' : 'border-slate-300'}`}
      />
    </td>
  );
}
