import { useTranslation } from 'react-i18next';
import type { ProductView } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatMoney } from '@/lib/format.ts';
import { ProductThumb } from './product-thumb.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

export interface ProductTableProps {
  products: readonly ProductView[];
  busy?: boolean;
  onEdit: (product: ProductView) => void;
  onCopy: (product: ProductView) => void;
  onDelete: (product: ProductView) => void;
}

const th = 'px-2.5 py-3 align-bottom';
const thNum = 'px-2.5 py-3 align-bottom text-right min-w-24 max-w-32';
const td = 'px-2.5 py-2 align-middle';

/** The product list of the management page; scrolls sideways on small screens. */
export function ProductTable({ products, busy, onEdit, onCopy, onDelete }: ProductTableProps) {
  const { t } = useTranslation();
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? <span className="text-slate-400">—</span> : formatMoney(amount, currentLanguage());
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm" aria-busy={busy || undefined}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('adminProducts.list.caption')}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className={th}>
              {t('adminProducts.columns.image')}
            </th>
            <th scope="col" className={th}>
              {t('adminProducts.columns.brand')}
            </th>
            <th scope="col" className={th}>
              {t('adminProducts.columns.name')} / {t('adminProducts.columns.flavor')}
            </th>
            <th scope="col" className={th}>
              {t('adminProducts.columns.weight')}
            </th>
            <th scope="col" className={th}>
              {t('adminProducts.columns.sku')}
            </th>
            <th scope="col" className={thNum}>
              {t('adminProducts.columns.retailPrice')}
            </th>
            <th scope="col" className={thNum}>
              {t('adminProducts.columns.wholesalePrice')}
            </th>
            <th scope="col" className={thNum}>
              {t('adminProducts.columns.publicPrice')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('adminProducts.columns.stock')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('adminProducts.columns.minimum')}
            </th>
            <th scope="col" className={th}>
              {t('adminProducts.columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('adminProducts.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{money(product.price)}</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{money(product.wholesale_price)}</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{money(product.price_excl_vat_excise)}</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums ${product.stock === 0 ? 'font-semibold text-red-700' : ''}`}>
                  {product.stock}
                </td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{product.min_order_quantity}</td>
                <td className={td}>
                  <Badge tone={active ? 'success' : 'neutral'}>
                    {active ? t('adminProducts.status.active') : t('adminProducts.status.inactive')}
                  </Badge>
                </td>
                <td className={td}>
                  <div className="flex flex-nowrap gap-1.5">
                    <Button
                      variant="secondary"
                      className="px-2.5 py-1 text-xs"
                      onClick={() => onEdit(product)}
                      aria-label={t('adminProducts.actions.editNamed', { name: label })}
                    >
                      {t('adminProducts.actions.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      className="px-2.5 py-1 text-xs"
                      onClick={() => onCopy(product)}
                      aria-label={t('adminProducts.actions.copyNamed', { name: label })}
                    >
                      {t('adminProducts.actions.copy')}
                    </Button>
                    <Button
                      variant="secondary"
                      className="px-2.5 py-1 text-xs text-red-700 hover:bg-red-50"
                      onClick={() => onDelete(product)}
                      aria-label={t('adminProducts.actions.deleteNamed', { name: label })}
                    >
                      {t('adminProducts.actions.delete')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
