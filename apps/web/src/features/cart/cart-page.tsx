import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useClearCart } from './api/clear-cart.ts';
import { useCart } from './api/get-cart.ts';
import { useShippingAddresses } from './api/get-shipping-addresses.ts';
import { useRemoveCartItem } from './api/remove-cart-item.ts';
import { useUpdateCartItem } from './api/update-cart-item.ts';
import { CartLine } from './components/cart-line.tsx';
import { CartSummary } from './components/cart-summary.tsx';
import { EmptyCart, NoAddressNotice } from './components/cart-notices.tsx';
import { CreditNotice, useCreditRefusal } from './components/credit-notice.tsx';
import { errorText } from '@/lib/error-text.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

/** /cart (customers only): lines with steppers, summary, and the way to checkout. */
export default function CartPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('cart.title')} noindex />
      <CartPageContent />
    </>
  );
}

function CartPageContent() {
  const { t } = useTranslation();
  const cart = useCart(true);
  const addresses = useShippingAddresses();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const [error, setError] = useState<string | null>(null);
  const [busyItem, setBusyItem] = useState<number | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);

  const run = async (itemId: number | null, action: () => Promise<unknown>, fallback: string) => {
    setError(null);
    setBusyItem(itemId);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(errorText(failure, fallback));
      return false;
    } finally {
      setBusyItem(null);
    }
  };

  const items = cart.data?.items ?? [];
  const noAddress = addresses.isSuccess && addresses.data.length === 0;
  const anyPending = update.isPending || remove.isPending || clear.isPending;
  // Said before the customer tries (decision 082): over the credit limit, or an invoice overdue too long.
  const creditRefusal = useCreditRefusal(items.length > 0 ? cart.data?.cart.total : undefined);

  let body: ReactNode;
  if (cart.isPending) body = <Spinner label={t('cart.loading')} />;
  else if (cart.isError && !cart.data) {
    body = (
      <Alert tone="error" title={errorText(cart.error, t('cart.errors.fetch'))}>
        <Button variant="secondary" className="mt-2" onClick={() => void cart.refetch()}>
          {t('cart.retry')}
        </Button>
      </Alert>
    );
  } else if (items.length === 0) body = <EmptyCart />;
  else {
    body = (
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          className="min-w-0 rounded-lg border border-slate-200 bg-white px-4 shadow-sm sm:px-5 lg:col-span-2"
          aria-labelledby="cart-items-heading"
        >
          <header className="flex items-center justify-between gap-3 border-b border-slate-100 py-4">
            <h2 id="cart-items-heading" className="text-lg font-semibold text-slate-900">
              {t('cart.itemsHeading', { count: items.length })}
            </h2>
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              onClick={() => setConfirmClear(true)}
              disabled={anyPending}
              data-testid="cart-clear"
            >
              {t('cart.clear')}
            </Button>
          </header>
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                busy={busyItem === item.id || clear.isPending}
                onQuantity={(quantity) => void run(item.id, () => update.mutateAsync({ itemId: item.id, quantity }), t('cart.errors.update'))}
                onRemove={() => void run(item.id, () => remove.mutateAsync(item.id), t('cart.errors.remove'))}
              />
            ))}
          </ul>
        </section>
        <aside className="min-w-0 space-y-4">
          {cart.data ? (
            <CartSummary totals={cart.data.cart}>
              {noAddress || creditRefusal ? (
                <Button className="w-full" disabled data-testid="checkout-button">
                  {t('cart.checkout')}
                </Button>
              ) : (
                <Link
                  to="/checkout"
                  data-testid="checkout-button"
                  className="inline-flex w-full items-center justify-center rounded-md bg-teal-700 px-4 py-2.5 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
                >
                  {t('cart.checkout')}
                </Link>
              )}
              <Link to="/products" className="flex min-h-11 items-center justify-center text-sm font-medium text-teal-700 hover:underline">
                {t('cart.continueShopping')}
              </Link>
            </CartSummary>
          ) : null}
        </aside>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={t('cart.subtitle')}>{t('cart.title')}</PageTitle>
      <div className="space-y-4">
        {error ? (
          <Alert tone="error">
            <span data-testid="cart-error">{error}</span>
          </Alert>
        ) : null}
        {noAddress && items.length > 0 ? <NoAddressNotice /> : null}
        {creditRefusal ? <CreditNotice refusal={creditRefusal} /> : null}
        {body}
      </div>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('cart.clearConfirm.title')}
        description={t('cart.clearConfirm.description')}
        confirmLabel={t('cart.clearConfirm.confirm')}
        cancelLabel={t('cart.clearConfirm.cancel')}
        busy={clear.isPending}
        onConfirm={() => {
          void run(null, () => clear.mutateAsync(), t('cart.errors.clear')).then(() => setConfirmClear(false));
        }}
      />
    </div>
  );
}
