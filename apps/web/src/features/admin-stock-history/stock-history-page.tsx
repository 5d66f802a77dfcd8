import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/card.tsx';
import { StockDeltaCell } from '@/components/stock/stock-delta-cell.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { countText } from '@/lib/count-text.ts';
import { formatDateTime } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useAddressFilters } from '@/lib/use-address-filters.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { type StockMovesFilters, useStockMoves } from './get-stock-moves.ts';

const FILTER_KEYS = ['product', 'from', 'to'] as const satisfies ReadonlyArray<keyof StockMovesFilters>;
const td = 'px-4 py-2 align-top text-sm text-slate-800';

/**
 * The warehouse's stock history (decision 099): every product's stock changes, newest first, a page
 * at a time from the server; by SKU or product and by days. The filters live in the address.
 */
export default function StockHistoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminStockHistory.title')} noindex />
      <StockHistoryContent />
    </>
  );
}

function StockHistoryContent() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { filters: typed, page, setFilter, goToPage } = useAddressFilters(FILTER_KEYS);
  // The typed product waits for a pause before it asks the server.
  const history = useStockMoves({ ...typed, product: useDebouncedValue(typed.product, 300) }, page);
  const moves = history.data?.moves ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={t('adminStockHistory.subtitle')}>{t('adminStockHistory.title')}</PageTitle>
      <search className="mb-4 grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('adminStockHistory.filters.product')}
          value={typed.product}
          onChange={(event) => setFilter('product', event.target.value)}
          data-testid="stock-history-product"
        />
        <TextField
          label={t('adminStockHistory.filters.from')}
          type="date"
          value={typed.from}
          onChange={(event) => setFilter('from', event.target.value)}
          data-testid="stock-history-from"
        />
        <TextField
          label={t('adminStockHistory.filters.to')}
          type="date"
          value={typed.to}
          onChange={(event) => setFilter('to', event.target.value)}
          data-testid="stock-history-to"
        />
      </search>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite" data-testid="stock-history-count">
        {history.data ? countText(t, 'adminStockHistory.count', history.data.pagination) : ''}
      </p>
      <TableState
        query={history}
        empty={moves.length === 0}
        emptyTitle={t('adminStockHistory.empty')}
        loadingLabel={t('adminStockHistory.loading')}
        errorFallback={t('adminStockHistory.failed')}
        onRetry={() => void history.refetch()}
      >
        <DataTable
          caption={t('adminStockHistory.title')}
          busy={history.isFetching}
          columns={[
            { key: 'at', label: t('adminStockHistory.columns.at') },
            { key: 'product', label: t('adminStockHistory.columns.product') },
            { key: 'delta', label: t('adminStockHistory.columns.delta'), align: 'right' },
            { key: 'reason', label: t('adminStockHistory.columns.reason') },
            { key: 'who', label: t('adminStockHistory.columns.who') },
          ]}
        >
          {moves.map((move) => (
            <tr key={move.id} data-testid="stock-history-move" data-reason={move.reason}>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(move.at, language)}</td>
              <td className={td}>
                <span className="block font-mono text-xs text-slate-600">{move.sku}</span>
                <span className="block">{`${move.brand} ${move.name}`}</span>
              </td>
              <StockDeltaCell delta={move.delta} className={td} />
              <td className={td}>
                {t(`adminProducts.stockHistory.reasons.${move.reason}`)}
                {move.reference ? <span className="text-slate-500"> · {move.reference}</span> : null}
              </td>
              <td className={`${td} break-all`}>{move.actor_email ?? t('adminStockHistory.system')}</td>
            </tr>
          ))}
        </DataTable>
      </TableState>
      <Pager
        page={page}
        pages={history.data?.pagination.pages ?? 1}
        capped={history.data?.pagination.capped}
        onPage={goToPage}
        busy={history.isFetching}
      />
    </div>
  );
}
