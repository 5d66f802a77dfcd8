import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { DataTable, type Column } from '@/components/ui/data-table.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { BackToProducts } from './admin-products-links.tsx';
import { BulkFilters } from './bulk-filters.tsx';
import type { BulkEdits } from './use-bulk-edits.ts';

interface BulkEditLayoutProps<V> {
  bulk: BulkEdits<V>;
  title: string;
  subtitle: string;
  saving: boolean;
  onSave: () => void;
  /** Shown between the filters and the notices (the public price page's percent shortcuts). */
  toolbar?: ReactNode;
  columns: readonly Column[];
  /** The table rows of `bulk.shown`, the page shown. */
  children: ReactNode;
}

/**
 * The page both bulk editors share: back link, title, filters, "showing X of Y" (X the products the
 * filters match, Y every product), the changes typed on every page, discard and save, notices, the
 * table of the page shown and the pager.
 */
export function BulkEditLayout<V>({ bulk, title, subtitle, saving, onSave, toolbar, columns, children }: BulkEditLayoutProps<V>) {
  const { t } = useTranslation();
  const { products, staleWrite } = bulk;
  const changedCount = bulk.changes.length + bulk.invalid.length;
  const amount = (counted: Pick<Pagination, 'total' | 'capped'> | undefined) =>
    counted === undefined ? '…' : counted.capped ? t('adminProducts.bulk.over', { number: counted.total }) : String(counted.total);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackToProducts />
      <PageTitle subtitle={subtitle}>{title}</PageTitle>

      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <BulkFilters values={bulk.typed} onChange={bulk.setFilter} brands={bulk.brands} />
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="bulk-count">
            {t('adminProducts.bulk.showing', { shown: amount(bulk.matched), total: amount(bulk.all) })} ·{' '}
            {t('adminProducts.bulk.changed', { count: changedCount })}
          </p>
          <Button variant="secondary" onClick={() => bulk.setEdits({})} disabled={changedCount === 0 || saving}>
            {t('adminProducts.bulk.discard')}
          </Button>
          <Button onClick={onSave} disabled={saving || products.isPending}>
            {saving ? t('adminProducts.bulk.saving') : t('adminProducts.bulk.save')}
          </Button>
        </div>
      </div>

      {toolbar}

      <Notice notice={bulk.notice} className="mb-4" />
      {staleWrite.stale ? (
        <div className="mb-4">
          <StaleWriteNotice onReload={() => void bulk.reload()} reloading={staleWrite.reloading} hint={t('adminProducts.bulk.staleHint')} />
        </div>
      ) : null}

      <TableState
        query={products}
        empty={bulk.shown.length === 0}
        loadingLabel={t('adminProducts.loading')}
        errorFallback={t('adminProducts.errors.failedToLoadProducts')}
        emptyTitle={t('adminProducts.bulk.empty')}
      >
        <DataTable caption={title} columns={columns} busy={products.isFetching}>
          {children}
        </DataTable>
      </TableState>
      <Pager page={bulk.page} pages={bulk.matched?.pages ?? 1} capped={bulk.matched?.capped} onPage={bulk.goToPage} busy={products.isFetching} />
    </div>
  );
}
