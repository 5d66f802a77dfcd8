import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order, ReorderAnswer } from '@shop/domain';
import { useReorder } from '@/api/orders/reorder.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/error-text.ts';
import { newIdempotencyKey } from '@/lib/idempotency-key.ts';

/**
 * "Order again" (decision 042): puts the order's lines into the cart, on top of what it holds, at
 * today's prices; then says what was added, what was skipped or changed and why, and offers the
 * cart. One key per intended click: a double click or a retry adds the lines once; after an answer
 * the next click is a new one. Used by the order card and the order's own page.
 */
export function ReorderButton({ order, className = '' }: { order: Pick<Order, 'id' | 'order_number'>; className?: string }) {
  const { t } = useTranslation();
  const reorder = useReorder();
  const [key, setKey] = useState(newIdempotencyKey);
  const [report, setReport] = useState<ReorderAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = () => {
    setError(null);
    reorder.mutate(
      { orderId: order.id, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          setReport(answer);
          setKey(newIdempotencyKey());
        },
        onError: (failure) => setError(errorText(failure, t('orders.reorder.failed'))),
      },
    );
  };

  return (
    <div className={`space-y-2 ${className}`} data-testid="reorder">
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        data-testid="reorder-button"
        aria-label={t('orders.reorder.buttonNamed', { number: order.order_number })}
        disabled={reorder.isPending}
        onClick={run}
      >
        {reorder.isPending ? t('orders.reorder.busy') : t('orders.reorder.button')}
      </Button>
      {report ? <ReorderReport report={report} onClose={() => setReport(null)} /> : null}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="reorder-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ReorderReport({ report, onClose }: { report: ReorderAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  const added = report.added.length;
  return (
    <div data-testid="reorder-result">
      <Alert
        tone={added > 0 ? 'success' : 'warning'}
        title={added > 0 ? t('orders.reorder.added', { count: added }) : t('orders.reorder.nothingAdded')}
      >
        {report.replayed ? <p>{t('orders.reorder.replayed')}</p> : null}
        {report.skipped.length > 0 ? (
          <>
            <p className="font-medium">{t('orders.reorder.skippedTitle')}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="reorder-skipped">
              {report.skipped.map((line) => (
                <li key={`${line.product_id ?? line.sku}`} data-reason={line.reason}>
                  {t(`orders.reorder.reasons.${line.reason}`, { name: line.name, sku: line.sku, requested: line.requested, added: line.added })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {added > 0 ? (
            <Link
              to="/cart"
              data-testid="reorder-go-to-cart"
              className="inline-flex items-center justify-center rounded-md bg-teal-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
            >
              {t('orders.reorder.goToCart')}
            </Link>
          ) : null}
          <button type="button" className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </Alert>
    </div>
  );
}
