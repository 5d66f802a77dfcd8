import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AdminProductView } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DataTable, type Column } from '@/components/ui/data-table.tsx';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useCan } from '@/lib/permissions.ts';
import { ProductThumb } from './product-thumb.tsx';

interface ProductTableProps {
  products: readonly AdminProductView[];
  busy?: boolean;
  onEdit: (product: AdminProductView) => void;
  onCopy: (product: AdminProductView) => void;
  onDelete: (product: AdminProductView) => void;
}

const td = 'px-2.5 py-2 align-middle';
/**
 * The actions stay at the table's right edge while the other columns scroll under them: at 1440 px the
 * twelve columns are wider than the page, and Delete was out of sight.
 */
const STICKY = 'sticky right-0 z-10 shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]';

/** A role without `prices.manage` reads no prices (decision 099): its table has no price columns. */
const columnsOf = (t: TFunction, withPrices: boolean): Column[] => {
  const column = (key: string, label: string, className = 'align-bottom', align?: 'right'): Column => ({ key, label, className, align });
  const price = (key: string) => column(key, t(`adminProducts.columns.${key}`), 'align-bottom min-w-24 max-w-32', 'right');
  return [
    column('image', t('adminProducts.columns.image')),
    column('brand', t('adminProducts.columns.brand')),
    column('name', `${t('adminProducts.columns.name')} / ${t('adminProducts.columns.flavor')}`),
    column('weight', t('adminProducts.columns.weight')),
    column('sku', t('adminProducts.columns.sku')),
    ...(withPrices ? [price('retailPrice'), price('wholesalePrice'), price('publicPrice')] : []),
    column('stock', t('adminProducts.columns.stock'), 'align-bottom', 'right'),
    column('minimum', t('adminProducts.columns.minimum'), 'align-bottom', 'right'),
    column('status', t('adminProducts.columns.status')),
    column('actions', t('adminProducts.columns.actions'), `align-bottom ${STICKY} bg-slate-50`),
  ];
};

/** The product list of the management page; scrolls sideways on small screens, its actions always in sight. */
export function ProductTable({ products, busy, onEdit, onCopy, onDelete }: ProductTableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const withPrices = useCan('prices.manage');
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? <span className="text-slate-400">—</span> : formatMoney(amount, language);
  const actions = [
    { key: 'edit', onClick: onEdit, className: '' },
    { key: 'copy', onClick: onCopy, className: '' },
    { key: 'delete', onClick: onDelete, className: 'text-red-700 hover:bg-red-50' },
  ] as const;
  return (
    <DataTable caption={t('adminProducts.list.caption')} columns={columnsOf(t, withPrices)} busy={busy}>
      {products.map((product) => {
        const label = `${product.brand} ${product.name}`;
        const active = product.is_active !== false;
        return (
          <tr
            key={product.id}
            data-testid="product-row"
            data-product-id={product.id}
            className={`hover:bg-slate-50 ${active ? '' : 'bg-slate-50/70 text-slate-500'}`}
          >
            <td className={td}>
              <ProductThumb src={product.image_url} alt={label} />
            </td>
            <td className={`${td} whitespace-nowrap font-medium text-slate-800`}>{product.brand}</td>
            <td className={`${td} min-w-44`}>
              <span className="block font-medium text-slate-900">{product.name}</span>
              <span className="block text-xs text-slate-500">{product.flavor}</span>
            </td>
            <td className={`${td} whitespace-nowrap text-slate-700`}>{product.weight}</td>
            <td className={`${td} whitespace-nowrap font-mono text-xs text-slate-600`}>{product.sku}</td>
            {withPrices ? (
              <>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{money(product.price)}</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{money(product.wholesale_price)}</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{money(product.price_excl_vat_excise)}</td>
              </>
            ) : null}
            <td className={`${td} whitespace-nowrap text-right tabular-nums ${product.stock === 0 ? 'font-semibold text-red-700' : ''}`}>
              {product.stock}
            </td>
            <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{product.min_order_quantity}</td>
            <td className={td}>
              <Badge tone={active ? 'success' : 'neutral'}>{active ? t('adminProducts.status.active') : t('adminProducts.status.inactive')}</Badge>
            </td>
            <td className={`${td} ${STICKY} ${active ? 'bg-white' : 'bg-slate-50'}`} data-testid="product-actions">
              <div className="flex flex-col gap-1.5 xl:flex-row">
                {actions.map(({ key, onClick, className }) => (
                  <Button
                    key={key}
                    variant="secondary"
                    className={`px-2.5 py-1 text-xs ${className}`}
                    onClick={() => onClick(product)}
                    aria-label={t(`adminProducts.actions.${key}Named`, { name: label })}
                  >
                    {t(`adminProducts.actions.${key}`)}
                  </Button>
                ))}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
