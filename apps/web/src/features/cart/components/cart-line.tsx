import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartItem } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { formatMoney } from '@/lib/format.ts';
import { ProductThumb } from './product-thumb.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: picture, product, unit price excl. VAT, stepper, line total, remove. */
export function CartLine({ item, busy, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation();
  const { product } = item;
  const min = Math.max(1, product.min_order_quantity || 1);
  const title = [product.name, product.flavor].filter(Boolean).join(' – ');
  const outOfStock = product.stock <= 0;
  const overStock = !outOfStock && item.quantity > product.stock;

  return (
    <li data-testid="cart-item" data-item-id={item.id} className="flex flex-col gap-4 py-5 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-4">
        <ProductThumb src={product.image_url} alt={title} />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-teal-700">{product.brand}</p>
          <Link to={`/product/${product.slug || product.id}`} className="font-medium text-slate-900 hover:underline">
            {product.name}
          </Link>
          <p className="text-sm text-slate-600">{[product.flavor, product.weight].filter(Boolean).join(' · ')}</p>
          <p className="mt-1 text-sm text-slate-700">{t('cart.unitPrice', { price: formatMoney(item.unit_price, currentLanguage()) })}</p>
          {min > 1 ? <p className="text-xs text-slate-500">{t('cart.minimum', { count: min })}</p> : null}
          {outOfStock ? <p className="text-xs font-medium text-red-700">{t('cart.outOfStock')}</p> : null}
          {overStock ? <p className="text-xs font-medium text-amber-700">{t('cart.onlyInStock', { count: product.stock })}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-nowrap sm:justify-end sm:gap-4">
        <QuantityStepper
          value={item.quantity}
          min={min}
          max={product.stock}
          disabled={busy}
          onChange={onQuantity}
          label={t('cart.quantityFor', { name: title })}
        />
        <p className="min-w-20 text-right font-semibold text-slate-900 sm:w-28" data-testid="cart-item-total">
          {formatMoney(item.total_price, currentLanguage())}
        </p>
        <Button
          variant="ghost"
          className="px-2 text-red-700 hover:bg-red-50"
          onClick={onRemove}
          disabled={busy}
          data-testid="cart-item-remove"
          aria-label={t('cart.removeItem', { name: title })}
        >
          {t('cart.remove')}
        </Button>
      </div>
    </li>
  );
}
