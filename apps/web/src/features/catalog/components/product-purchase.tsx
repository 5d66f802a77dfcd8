import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ProductView } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/error-text.ts';
import { clampQuantity } from '@/lib/typed-quantity.ts';
import type { Viewer } from '@/lib/viewer.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useInCartQuantity } from '../api/get-cart-quantities.ts';
import { addableMaximum } from '../quantity-limits.ts';
import { AddError } from './add-error.tsx';
import { AddedBadge } from './added-badge.tsx';
import { QuantitySelector } from './quantity-selector.tsx';

/** What was added when the quantity asked for was more than the stock left: said after the add, until the next one. */
interface CappedAdd {
  count: number;
  inCart: number;
}

/**
 * The product page's purchase part: quantity and "Add to cart" for customers; "Log in to purchase"
 * for visitors; nothing for administrators. A quantity brought down to the stock is never added
 * silently (decision 058): the page says "Only 143 in stock: 143 added".
 */
export function ProductPurchase({ product, viewer }: { product: ProductView; viewer: Viewer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const addToCart = useAddToCart();
  const min = Math.max(1, product.min_order_quantity ?? 1);
  const stock = product.stock ?? 0;
  const inCart = useInCartQuantity(product.id, viewer.kind === 'customer');
  // No more than the stock the cart does not hold already (the server would refuse it).
  const max = addableMaximum({ stock, inCart, step: 1 });
  const [quantity, setQuantity] = useState(min);
  // The quantity shown is the stock left, brought down from what was typed.
  const [capped, setCapped] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [addedAt, setAddedAt] = useState<number | null>(null);
  const [cappedAdd, setCappedAdd] = useState<CappedAdd | null>(null);
  // Each add starts the selector afresh (its draft and note).
  const [adds, setAdds] = useState(0);
  const clearAdded = useCallback(() => setAddedAt(null), []);

  if (viewer.kind === 'admin') return null;
  if (viewer.kind === 'visitor') {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <p className="mb-3 text-sm text-slate-600">{t('catalog.product.guestHint')}</p>
        <Button
          className="w-full sm:w-auto"
          onClick={() => void navigate('/login', { state: { from: location.pathname + location.search } })}
          data-testid="login-to-purchase-button"
        >
          {t('catalog.cart.logInToPurchase')}
        </Button>
      </div>
    );
  }
  if (stock <= 0) {
    return (
      <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="out-of-stock">
        {t('catalog.product.outOfStockHint')}
      </p>
    );
  }
  if (stock < min)
    return <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('catalog.cart.notEnoughStock')}</p>;
  const inCartNote =
    inCart > 0 ? (
      <p className="text-sm text-slate-600">
        {t('catalog.inCart')}:{' '}
        <span className="font-semibold text-teal-800" data-testid="in-cart">
          {t('catalog.units', { count: inCart })}
        </span>
      </p>
    ) : null;
  const cappedAddNote = cappedAdd ? (
    <p role="status" className="text-sm font-medium text-amber-800" data-testid="capped-added">
      {cappedAdd.inCart > 0
        ? t('ui.quantity.cappedAddedRoom', { count: cappedAdd.count, inCart: cappedAdd.inCart })
        : t('ui.quantity.cappedAdded', { count: cappedAdd.count })}
    </p>
  ) : null;
  if (max < min)
    return (
      <div className="space-y-2">
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="all-in-cart">
          {t('catalog.cart.allInCart')}
        </p>
        {cappedAddNote}
        {inCartNote}
      </div>
    );

  const add = () => {
    // The stock left may have shrunk since the quantity was chosen (another tab): that is capping too.
    const amount = clampQuantity(quantity, min, max);
    const wasCapped = capped || amount < quantity;
    const heldBefore = inCart;
    setQuantity(amount);
    setError(null);
    setCappedAdd(null);
    addToCart.mutate(
      { product_id: product.id, quantity: amount },
      {
        onSuccess: () => {
          setQuantity(min);
          setCapped(false);
          setAdds((count) => count + 1);
          if (wasCapped) setCappedAdd({ count: amount, inCart: heldBefore });
          else setAddedAt(Date.now());
        },
        onError: (failure) => setError(errorText(failure, t('catalog.cart.addFailed'))),
      },
    );
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start gap-3">
        <QuantitySelector
          key={adds}
          value={clampQuantity(quantity, min, max)}
          min={min}
          max={max}
          inCart={inCart}
          onChange={(next, note) => {
            setQuantity(next);
            setCapped(note?.kind === 'capped');
            setCappedAdd(null);
          }}
          disabled={addToCart.isPending}
        />
        <Button className="mt-6 h-10 px-6" onClick={add} disabled={addToCart.isPending} data-testid="add-to-cart">
          {addToCart.isPending ? t('catalog.cart.adding') : t('catalog.cart.add')}
        </Button>
      </div>
      {inCartNote}
      {addedAt !== null ? <AddedBadge key={addedAt} onDone={clearAdded} /> : null}
      {cappedAddNote}
      <AddError text={error} />
    </div>
  );
}
