import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { previewStatus, type LineStatus, type PreviewLine } from '../line-status.ts';
import type { ParsedLine } from '../parse-lines.ts';

/** A line's status as a badge: green when ready, amber or red with the reason and the numbers that decided. */
export function StatusBadge({ status }: { status: LineStatus }) {
  const { t } = useTranslation();
  const tone = status.code === 'ready' ? 'success' : status.code === 'below_minimum' || status.code === 'insufficient_stock' ? 'warning' : 'danger';
  return (
    <Badge tone={tone} className="whitespace-normal">
      <span data-testid="line-status" data-code={status.code}>
        {t(`quickOrder.status.${status.code}`, status.code === 'insufficient_stock' ? { count: status.available } : { minimum: status.minimum })}
      </span>
    </Badge>
  );
}

/** Each line as the cart would take it now: the product at the customer's own price, or why not. */
export function PreviewTable({ lines, checks }: { lines: ParsedLine[]; checks: Map<ParsedLine, PreviewLine> }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currentLanguage());
  return (
    <DataTable
      caption={t('quickOrder.preview.caption')}
      testId="quick-order-preview"
      columns={[
        { key: 'line', label: t('quickOrder.preview.line'), align: 'right' },
        // The status right after the line number: on a phone it is on screen without scrolling the table.
        { key: 'status', label: t('quickOrder.preview.status') },
        { key: 'sku', label: t('quickOrder.preview.sku') },
        { key: 'quantity', label: t('quickOrder.preview.quantity'), align: 'right' },
        { key: 'product', label: t('quickOrder.preview.product') },
        { key: 'price', label: t('quickOrder.preview.price'), align: 'right' },
      ]}
    >
      {lines.map((line) => {
        const check = checks.get(line);
        const product = check?.product;
        return (
          <tr key={line.line} data-testid="preview-row" data-sku={line.sku}>
            <td className="px-4 py-2 text-right text-slate-500">{line.line}</td>
            <td className="px-4 py-2">
              <StatusBadge status={previewStatus(line, check)} />
            </td>
            <td className="px-4 py-2 font-mono text-slate-800">{line.sku || <span className="text-slate-500">{line.raw}</span>}</td>
            <td className="px-4 py-2 text-right">{line.quantity ?? '—'}</td>
            <td className="px-4 py-2 text-slate-700">
              {product ? (
                <>
                  <span className="font-medium">
                    {product.brand} {product.name}
                  </span>{' '}
                  <span className="text-slate-500">
                    {product.flavor} · {product.weight}
                  </span>
                  {check && check.in_cart > 0 ? (
                    <span className="block text-xs text-slate-500">{t('quickOrder.preview.inCart', { count: check.in_cart })}</span>
                  ) : null}
                </>
              ) : null}
            </td>
            <td className="whitespace-nowrap px-4 py-2 text-right">{product ? money(product.unit_price) : null}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
