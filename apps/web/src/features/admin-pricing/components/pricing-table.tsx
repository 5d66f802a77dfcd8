import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language, ProductView } from '@shop/domain';
import { DataTable, type Column } from '@/components/ui/data-table.tsx';
import { formatMoney } from '@/lib/format.ts';
import { PriceInput, type PriceInputProps } from './price-input.tsx';

/** A column of a pricing table, named by its `adminPricing.columns.*` text. */
export const pricingColumn = (t: TFunction, key: string, align?: 'right'): Column => ({ key, label: t(`adminPricing.columns.${key}`), align });

/** Product, brand, weight and SKU: the columns every pricing table starts with (`ProductCells`). */
export const productColumns = (t: TFunction): Column[] => ['product', 'brand', 'weight', 'sku'].map((key) => pricingColumn(t, key));

interface PricingTableProps {
  caption: string;
  columns: readonly Column[];
  /** How many rows the filter leaves; none shows the no-match text instead of the table. */
  count: number;
  /** The filter is still being applied: the table is dimmed. */
  stale: boolean;
  children: ReactNode;
}

/** The frame of the shop/bar, customer and customer-page price tables. */
export function PricingTable({ caption, columns, count, stale, children }: PricingTableProps) {
  const { t } = useTranslation();
  if (count === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
        {t('adminPricing.filters.noMatches')}
      </p>
    );
  return (
    <DataTable caption={caption} columns={columns} className={`transition-opacity ${stale ? 'opacity-70' : ''}`}>
      {children}
    </DataTable>
  );
}

/** The cells of `productColumns`; with `inactiveLabel`, an inactive product is marked so. */
export function ProductCells({ product, inactiveLabel }: { product: ProductView; inactiveLabel?: string }) {
  return (
    <>
      <td className="px-3 py-2">
        <p className="font-medium text-slate-900">{product.name}</p>
        <p className="text-xs text-slate-500">
          {product.flavor}
          {inactiveLabel && product.is_active === false ? (
            <span className="ml-2 rounded bg-slate-200 px-1 text-[10px] uppercase text-slate-600">{inactiveLabel}</span>
          ) : null}
        </p>
      </td>
      <td className="px-3 py-2 text-slate-700">{product.brand}</td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-700">{product.weight}</td>
      <td className="whitespace-nowrap px-3 py-2 font-mono text-xs text-slate-600">{product.sku}</td>
    </>
  );
}

interface MoneyCellProps {
  /** None shows a dash. */
  amount: number | undefined;
  language: Language;
  /** The price the row is about (the wholesale price): bold. */
  strong?: boolean;
  testId?: string;
}

/** A right-aligned amount of a pricing row. */
export function MoneyCell({ amount, language, strong, testId }: MoneyCellProps) {
  return (
    <td
      className={`whitespace-nowrap px-3 py-2 text-right tabular-nums ${strong ? 'font-medium text-slate-900' : 'text-slate-700'}`}
      data-testid={testId}
    >
      {amount === undefined ? '—' : formatMoney(amount, language)}
    </td>
  );
}

/** A price input in its own cell. */
export function PriceCell<K extends string | number>(props: PriceInputProps<K>) {
  return (
    <td className="px-3 py-2">
      <PriceInput {...props} />
    </td>
  );
}
