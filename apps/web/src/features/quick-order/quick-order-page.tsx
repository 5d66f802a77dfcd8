import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUICK_ORDER_LINES, type BulkAddAnswer } from '@shop/domain';
import { PriceListButtons } from '@/components/price-list/price-list-buttons.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, PageTitle } from '@/components/ui/card.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useBulkAdd, usePreviewQuickOrder } from './api/bulk-add.ts';
import { AddResult } from './components/add-result.tsx';
import { LinesInput } from './components/lines-input.tsx';
import { PreviewTable } from './components/preview-table.tsx';
import { previewStatus, sendable, type PreviewLine } from './line-status.ts';
import type { ParsedLine } from './parse-lines.ts';

/** /quick-order (customers): SKU and quantity lines pasted or uploaded, checked against the catalogue, then added to the cart. */
export default function QuickOrderPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('quickOrder.title')} noindex />
      <QuickOrderContent />
    </>
  );
}

interface Checked {
  lines: ParsedLine[];
  checks: Map<ParsedLine, PreviewLine>;
}

function QuickOrderContent() {
  const { t } = useTranslation();
  const preview = usePreviewQuickOrder();
  const bulkAdd = useBulkAdd();
  const [round, setRound] = useState(0);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [result, setResult] = useState<{ answer: BulkAddAnswer; sent: ParsedLine[]; unread: ParsedLine[] } | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);

  const forget = () => {
    setChecked(null);
    setNotice(null);
  };

  const check = (lines: ParsedLine[]) => {
    forget();
    const items = sendable(lines);
    if (lines.length === 0) return setNotice({ tone: 'warning', text: t('quickOrder.input.empty') });
    if (items.length > MAX_QUICK_ORDER_LINES)
      return setNotice({ tone: 'error', text: t('quickOrder.input.tooMany', { max: MAX_QUICK_ORDER_LINES }) });
    if (items.length === 0) return setChecked({ lines, checks: new Map() });
    preview.mutate(
      items.map(({ sku, quantity }) => ({ sku, quantity })),
      {
        onSuccess: (answer) => setChecked({ lines, checks: new Map(items.map((item, index) => [item.line, answer.lines[index]!])) }),
        onError: (failure) => setNotice({ tone: 'error', text: errorText(failure, t('quickOrder.errors.check')) }),
      },
    );
  };

  const add = () => {
    if (!checked) return;
    const items = sendable(checked.lines);
    bulkAdd.mutate(
      items.map(({ sku, quantity }) => ({ sku, quantity })),
      {
        onSuccess: (answer) => {
          setResult({ answer, sent: items.map((item) => item.line), unread: checked.lines.filter((line) => line.problem !== null) });
          setChecked(null);
        },
        onError: (failure) => setNotice({ tone: 'error', text: errorText(failure, t('quickOrder.errors.add')) }),
      },
    );
  };

  const restart = () => {
    forget();
    setResult(null);
    setRound((n) => n + 1);
  };

  const ready = checked ? checked.lines.filter((line) => previewStatus(line, checked.checks.get(line)).code === 'ready').length : 0;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle subtitle={t('quickOrder.subtitle')}>{t('quickOrder.title')}</PageTitle>
        <div>
          <p className="mb-2 text-sm font-medium text-slate-700">{t('priceList.title')}</p>
          <PriceListButtons />
        </div>
      </div>

      {result ? (
        <AddResult answer={result.answer} sent={result.sent} unread={result.unread} onRestart={restart} />
      ) : (
        <>
          <Card title={t('quickOrder.input.title')}>
            <LinesInput key={round} busy={preview.isPending || bulkAdd.isPending} onLines={check} onEdit={forget} />
          </Card>
          <Notice notice={notice} testId="quick-order-notice" />
          {checked && checked.lines.length > 0 ? (
            <section className="space-y-4" aria-labelledby="quick-order-preview-heading">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="quick-order-preview-heading" className="text-lg font-semibold text-slate-900">
                  {t('quickOrder.preview.title')}
                </h2>
                <p className="text-sm text-slate-600" data-testid="quick-order-summary">
                  {t('quickOrder.preview.summary', { total: checked.lines.length, ready })}
                </p>
              </div>
              <PreviewTable lines={checked.lines} checks={checked.checks} />
              <div className="flex flex-wrap items-center gap-3">
                <Button data-testid="quick-order-add" disabled={ready === 0 || bulkAdd.isPending} onClick={add}>
                  {bulkAdd.isPending ? t('quickOrder.adding') : t('quickOrder.add', { count: ready })}
                </Button>
                {ready < checked.lines.length ? <p className="text-sm text-slate-600">{t('quickOrder.preview.onlyReady')}</p> : null}
              </div>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
