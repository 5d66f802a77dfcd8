import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { newIdempotencyKey } from '@/lib/idempotency-key.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { useCart } from './api/get-cart.ts';
import { useShippingAddresses } from './api/get-shipping-addresses.ts';
import { usePlaceOrder } from './api/place-order.ts';
import { EmptyCart, NoAddressNotice } from './components/cart-notices.tsx';
import { CartSummary } from './components/cart-summary.tsx';
import { CreditNotice, useCreditRefusal } from './components/credit-notice.tsx';
import { CHECKOUT_FORM_ID, CheckoutForm, type CheckoutFieldName, type CheckoutValues } from './components/checkout-form.tsx';
import { OrderConfirmation } from './components/order-confirmation.tsx';
import { OrderLines } from './components/order-lines.tsx';
import { errorText } from '@/lib/error-text.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

const FIELDS: readonly CheckoutFieldName[] = ['shipping_address_id', 'accept_tax_notice', 'notes', 'customer_reference'];

/** /checkout (customers only): address, tax notice, notes, summary, place order, confirmation. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('checkout.title')} noindex />
      <CheckoutPageContent />
    </>
  );
}

function CheckoutPageContent() {
  const { t } = useTranslation();
  // Another tab may change the cart: coming back to this window shows it as it is now.
  const cart = useCart(true, { refetchOnFocus: true });
  const addresses = useShippingAddresses();
  const placeOrder = usePlaceOrder();
  const [placed, setPlaced] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The cart changed since this page showed it (decision 058): the new cart is shown with this notice, nothing was ordered.
  const [cartChanged, setCartChanged] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CheckoutFieldName, string>>>({});
  // One key for this checkout: a double click or a retry after a lost answer gets the same order back;
  // only a placed order starts a new attempt. (A refused attempt placed nothing, so its key may be sent again.)
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // Over the credit limit or an invoice overdue too long (decision 082): said here, and the order cannot be sent.
  const creditRefusal = useCreditRefusal(cart.data?.items.length ? cart.data.cart.total : undefined);

  const submit = async ({ shipping_address_id, notes, customer_reference }: CheckoutValues) => {
    setError(null);
    setCartChanged(false);
    setFieldErrors({});
    // The order is the cart this page shows: its version goes along, and a cart changed since is refused.
    const cart_version = cart.data?.cart_version;
    try {
      const answer = await placeOrder.mutateAsync({
        body: { shipping_address_id, notes, customer_reference, accept_tax_notice: true, ...(cart_version ? { cart_version } : {}) },
        idempotencyKey,
      });
      setIdempotencyKey(newIdempotencyKey());
      setPlaced(answer.order);
      window.scrollTo({ top: 0 });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'CART_CHANGED') {
        await cart.refetch();
        setCartChanged(true);
        window.scrollTo({ top: 0, behavior: 'smooth' });
        return;
      }
      const refused = serverFieldErrors(t, failure);
      const next: Partial<Record<CheckoutFieldName, string>> = {};
      for (const field of FIELDS) if (refused[field]) next[field] = refused[field];
      setFieldErrors(next);
      // The refusal in the reader's language (e.g. a 409 naming the product); otherwise one of the two general texts.
      const fallback = failure instanceof ApiError && failure.status > 0 ? t('checkout.errors.create') : t('checkout.errors.process');
      setError(errorText(failure, fallback));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  const wrap = (content: ReactNode) => <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{content}</div>;

  if (placed) return wrap(<OrderConfirmation order={placed} />);

  const title = <PageTitle subtitle={t('checkout.subtitle')}>{t('checkout.title')}</PageTitle>;
  if (cart.isPending || addresses.isPending)
    return wrap(
      <>
        {title}
        <Spinner label={t('checkout.loading')} />
      </>,
    );
  if (cart.isError && !cart.data)
    return wrap(
      <>
        {title}
        <Alert tone="error">{errorText(cart.error, t('cart.errors.fetch'))}</Alert>
      </>,
    );
  if (addresses.isError && !addresses.data)
    return wrap(
      <>
        {title}
        <Alert tone="error">{errorText(addresses.error, t('checkout.errors.addresses'))}</Alert>
      </>,
    );

  const items = cart.data.items;
  if (items.length === 0)
    return wrap(
      <>
        {title}
        <EmptyCart />
      </>,
    );
  if (addresses.data.length === 0) {
    return wrap(
      <>
        {title}
        <NoAddressNotice />
        <Link to="/cart" className="mt-4 inline-flex min-h-11 items-center text-sm font-medium text-teal-700 hover:underline">
          {t('checkout.backToCart')}
        </Link>
      </>,
    );
  }

  return wrap(
    <>
      {title}
      {cartChanged ? (
        <div className="mb-4" data-testid="cart-changed-notice">
          <Alert tone="warning">{t('errors.reason.cartChanged')}</Alert>
        </div>
      ) : null}
      {creditRefusal && !error ? (
        <div className="mb-4">
          <CreditNotice refusal={creditRefusal} />
        </div>
      ) : null}
      {error ? (
        <div className="mb-4">
          <Alert tone="error" title={t('checkout.errors.title')}>
            <span data-testid="checkout-error">{error}</span>{' '}
            <Link to="/cart" className="font-semibold underline">
              {t('checkout.reviewCart')}
            </Link>
          </Alert>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-3">
          <CheckoutForm
            addresses={addresses.data}
            disabled={placeOrder.isPending}
            onSubmit={(values) => void submit(values)}
            serverErrors={fieldErrors}
          />
        </div>
        <aside className="min-w-0 lg:col-span-2">
          <CartSummary totals={cart.data.cart} title={t('checkout.summary')} lines={<OrderLines items={items} />}>
            <Button
              type="submit"
              form={CHECKOUT_FORM_ID}
              className="w-full py-2.5"
              disabled={placeOrder.isPending || creditRefusal !== null}
              data-testid="place-order"
            >
              {placeOrder.isPending ? t('checkout.placing') : t('checkout.placeOrder')}
            </Button>
            <Link to="/cart" className="flex min-h-11 items-center justify-center text-sm font-medium text-teal-700 hover:underline">
              {t('checkout.backToCart')}
            </Link>
          </CartSummary>
        </aside>
      </div>
    </>,
  );
}
