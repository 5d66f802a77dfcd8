import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useInCartQuantity } from '../api/get-cart-quantities.ts';
import { addableMaximum } from '../quantity-limits.ts';
import { errorText } from '@/lib/error-text.ts';
import type { Viewer } from '@/lib/viewer.ts';
import { AddedBadge } from './added-badge.tsx';
import { GuestPurchaseAlert } from './guest-purchase-alert.tsx';
import { AddError } from './add-error.tsx';

const stepButton =
  'inline-flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 bg-white text-lg leading-none text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The purchase part of a product card or table row (spec "Card add flow"): "Add to cart" opens a
 * stepper in steps of the minimum order, confirm sends POST /cart/add, and only a successful answer
 * shows "Added to cart" for two seconds. The stepper offers no more than the stock the customer's
 * cart does not hold already (the server would refuse it). Visitors get the login alert;
 * administrators nothing.
 */
export function CardPurchase({ product, viewer, compact = false }: { product: ProductView; viewer: Viewer; compact?: boolean }) {
  const { t } = useTranslation();
  const [guestAlert, setGuestAlert] = useState(false);

  if (viewer.kind === 'admin') return null;
  if (viewer.kind === 'visitor') {
    return (
      <div className="space-y-2">
        <Button className={compact ? 'px-3 py-1.5' : 'w-full'} data-testid="add-to-cart" onClick={() => setGuestAlert(true)}>
          {t('catalog.cart.add')}
        </Button>
        {guestAlert ? <GuestPurchaseAlert onDismiss={() => setGuestAlert(false)} /> : null}
      </div>
    );
  }
  return <CustomerAdd product={product} compact={compact} />;
}

function CustomerAdd({ product, compact }: { product: ProductView; compact: boolean }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const step = Math.max(1, product.min_order_quantity ?? 1);
  const stock = product.stock ?? 0;
  const max = addableMaximum({ stock, inCart: useInCartQuantity(product.id), step });
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState(step);
  const [error, setError] = useState<string | null>(null);
  const [addedAt, setAddedAt] = useState<number | null>(null);
  const clearAdded = useCallback(() => setAddedAt(null), []);

  // Out of stock: the card shows the overlay and no add button.
  if (stock <= 0) return null;
  if (stock < step) return <p className="text-xs text-amber-800">{t('catalog.cart.notEnoughStock')}</p>;
  if (max < step)
    return (
      <p className="text-xs text-amber-800" data-testid="all-in-cart">
        {t('catalog.cart.allInCart')}
      </p>
    );
  // The cart may have grown (another tab) while the stepper was open.
  const amount = Math.min(quantity, max);

  const close = () => {
    setOpen(false);
    setQuantity(step);
    setError(null);
  };

  const confirm = () => {
    setError(null);
    addToCart.mutate(
      { product_id: product.id, quantity: amount },
      {
        onSuccess: () => {
          setOpen(false);
          setQuantity(step);
          setAddedAt(Date.now());
        },
        onError: (failure) => setError(errorText(failure, t('catalog.cart.addFailed'))),
      },
    );
  };

  const busy = addToCart.isPending;
  return (
    <div className="space-y-2">
      {addedAt !== null ? <AddedBadge key={addedAt} onDone={clearAdded} /> : null}
      {open ? (
        <div className={`flex flex-wrap items-center gap-2 ${compact ? '' : 'justify-between'}`} data-testid="add-stepper">
          <div className="flex items-center gap-1.5">
            <button
              type="button"
              className={stepButton}
              onClick={() => setQuantity(Math.max(step, amount - step))}
              disabled={busy || amount - step < step}
              aria-label={t('catalog.cart.decrease')}
            >
              −
            </button>
            <output
              className="min-w-10 text-center text-sm font-semibold tabular-nums text-slate-900"
              aria-label={t('catalog.cart.quantity')}
              aria-live="polite"
              data-testid="stepper-quantity"
            >
              {amount}
            </output>
            <button
              type="button"
              className={stepButton}
              onClick={() => setQuantity(Math.min(max, amount + step))}
              disabled={busy || amount + step > max}
              aria-label={t('catalog.cart.increase')}
            >
              +
            </button>
          </div>
          <div className="flex items-center gap-1.5">
            <Button className="px-3 py-1.5" onClick={confirm} disabled={busy} data-testid="confirm-add">
              {busy ? t('catalog.cart.adding') : t('catalog.cart.confirm')}
            </Button>
            <Button variant="ghost" className="px-2 py-1.5" onClick={close} disabled={busy} aria-label={t('catalog.cart.cancel')}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
        </div>
      ) : (
        <Button className={compact ? 'px-3 py-1.5' : 'w-full'} data-testid="add-to-cart" onClick={() => setOpen(true)}>
          {t('catalog.cart.add')}
        </Button>
      )}
      <AddError text={error} />
    </div>
  );
}
