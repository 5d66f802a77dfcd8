import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BulkAddAnswer } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { resultStatus, type LineStatus } from '../line-status.ts';
import type { ParsedLine } from '../parse-lines.ts';
import { StatusBadge } from './preview-table.tsx';

/**
 * What the cart took and what it did not: the lines the server refused and those that could not be
 * read (each by its number in the buyer's text or file), and the way on.
 */
export function AddResult({
  answer,
  sent,
  unread,
  onRestart,
}: {
  answer: BulkAddAnswer;
  sent: ParsedLine[];
  unread: ParsedLine[];
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const added = answer.added.length;
  const frame = useRef<HTMLDivElement>(null);
  // The result takes the place of the form: it is brought into view and read out first.
  useEffect(() => frame.current?.focus(), []);
  const refused: Array<{ line: number; sku: string; status: LineStatus }> = [
    ...answer.errors.map((error) => ({ line: sent[error.index]?.line ?? error.index + 1, sku: error.sku, status: resultStatus(error) })),
    ...unread.map((line) => ({ line: line.line, sku: line.sku || line.raw, status: { code: line.problem ?? 'unreadable' } })),
  ].sort((a, b) => a.line - b.line);
  return (
    <div ref={frame} tabIndex={-1} className="space-y-4 focus:outline-none" data-testid="quick-order-result">
      <Alert
        tone={added > 0 ? 'success' : 'warning'}
        title={added > 0 ? t('quickOrder.result.added', { count: added }) : t('quickOrder.result.nothingAdded')}
      >
        {refused.length > 0 ? <p>{t('quickOrder.result.refused', { count: refused.length })}</p> : null}
      </Alert>
      {refused.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm" data-testid="quick-order-refused">
          {refused.map((row) => (
            <li key={row.line} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2" data-testid="refused-row" data-sku={row.sku}>
              <span>
                <span className="text-slate-500">{t('quickOrder.result.line', { line: row.line })}</span>{' '}
                <span className="font-mono text-slate-800">{row.sku}</span>
              </span>
              <StatusBadge status={row.status} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to="/cart"
          data-testid="quick-order-go-to-cart"
          className="inline-flex items-center justify-center rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          {t('quickOrder.result.goToCart')}
        </Link>
        <Button variant="secondary" onClick={onRestart} data-testid="quick-order-restart">
          {t('quickOrder.result.restart')}
        </Button>
      </div>
    </div>
  );
}
