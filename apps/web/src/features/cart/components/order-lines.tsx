import { useTranslation } from 'react-i18next';
import type { CartItem } from '@shop/domain';
import { formatMoney } from '@/lib/format.ts';
import { ProductThumb } from './product-thumb.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

/** The cart's lines in compact form for the checkout summary. */
export function OrderLines({ items }: { items: CartItem[] }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currentLanguage());
  return (
    <ul className="divide-y divide-slate-100 text-sm" data-testid="checkout-lines">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3 py-3">
          <ProductThumb src={item.product.image_url} alt={item.product.name} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900">
              {item.product.brand} {item.product.name}
            </p>
            <p className="text-slate-600">{[item.product.flavor, item.product.weight].filter(Boolean).join(' · ')}</p>
            <p className="text-slate-600">{t('checkout.lineQuantity', { count: item.quantity, price: money(item.unit_price) })}</p>
          </div>
          <p className="font-medium text-slate-900">{money(item.total_price)}</p>
        </li>
      ))}
    </ul>
  );
}
