import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';
import { StockDeltaCell } from '@/components/stock/stock-delta-cell.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useStockHistory } from '../api/get-stock-history.ts';

const td = 'px-4 py-2 align-top text-sm text-slate-800';

/** Under the product form: every change of its stock — when, how much, why (with the order's or credit note's number) and who. */
export function StockHistory({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useStockHistory(productId, page);
  const moves = history.data?.moves ?? [];
  return (
    <div className="mt-8" data-testid="stock-history">
      <Card title={t('adminProducts.stockHistory.title')}>
        <TableState
          query={history}
          empty={moves.length === 0}
          emptyTitle={t('adminProducts.stockHistory.empty')}
          loadingLabel={t('adminProducts.stockHistory.loading')}
        >
          <DataTable
            caption={t('adminProducts.stockHistory.title')}
            busy={history.isFetching}
            columns={[
              { key: 'at', label: t('adminProducts.stockHistory.at') },
              { key: 'delta', label: t('adminProducts.stockHistory.delta'), align: 'right' },
              { key: 'reason', label: t('adminProducts.stockHistory.reason') },
              { key: 'who', label: t('adminProducts.stockHistory.who') },
            ]}
          >
            {moves.map((move) => (
              <tr key={move.id} data-testid="stock-move" data-reason={move.reason}>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(move.at)}</td>
                <StockDeltaCell delta={move.delta} className={td} />
                <td className={td}>
                  {t(`adminProducts.stockHistory.reasons.${move.reason}`)}
                  {move.reference ? <span className="text-slate-500"> · {move.reference}</span> : null}
                </td>
                <td className={td}>{move.actor_email ?? t('adminProducts.stockHistory.system')}</td>
              </tr>
            ))}
          </DataTable>
        </TableState>
        <Pager page={page} pages={history.data?.pages ?? 1} capped={history.data?.capped} onPage={setPage} busy={history.isFetching} />
      </Card>
    </div>
  );
}
