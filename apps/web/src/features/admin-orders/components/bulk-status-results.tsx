import { useTranslation } from 'react-i18next';
import type { BulkOrderStatusResult, OrderStatus } from '@shop/domain';
import { useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';

export interface BulkOutcome {
  status: OrderStatus;
  results: BulkOrderStatusResult[];
}

/** A refused order's reason in the reader's language, worded like any refusal of the API (decision 030). */
function refusalText(result: BulkOrderStatusResult): string {
  const refusal = new ApiError(409, result.error ?? '', 'CONFLICT', undefined, {
    ...(result.reason ? { reason: result.reason } : {}),
    ...(result.params ? { params: result.params } : {}),
  });
  return errorText(refusal, result.error);
}

/** What a bulk change did: how many orders changed, and each refused one with why. */
export function BulkStatusResults({ outcome, onDismiss }: { outcome: BulkOutcome; onDismiss: () => void }) {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const done = outcome.results.filter((result) => result.ok);
  const refused = outcome.results.filter((result) => !result.ok);
  const invoices = done.filter((result) => result.invoiceGenerated).length;
  const status = statusLabel(outcome.status);
  return (
    <div
      role={refused.length > 0 ? 'alert' : 'status'}
      className={`mb-4 rounded-md border px-4 py-3 text-sm ${refused.length > 0 ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-green-300 bg-green-50 text-green-900'}`}
      data-testid="bulk-results"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{t('adminOrders.bulk.resultDone', { count: done.length, status })}</p>
          {invoices > 0 ? <p className="mt-1">{t('adminOrders.bulk.resultInvoices', { count: invoices })}</p> : null}
          {refused.length > 0 ? <p className="mt-1 font-semibold">{t('adminOrders.bulk.resultRefused', { count: refused.length })}</p> : null}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="shrink-0 rounded px-1 text-lg leading-none hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-teal-600"
          aria-label={t('common.close')}
        >
          ×
        </button>
      </div>
      {refused.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="bulk-refused">
          {refused.map((result) => (
            <li key={result.id} data-testid="bulk-refused-order">
              <span className="font-medium">{result.order_number ?? `#${result.id}`}</span>: {refusalText(result)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
