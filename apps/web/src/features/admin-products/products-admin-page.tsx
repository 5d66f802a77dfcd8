import { useAddressParams } from '@/lib/use-address-params.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminProductView, isProductSort } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { countText } from '@/lib/count-text.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { TabPanel, Tabs, type TabItem } from '@/components/ui/tabs.tsx';
import { useAdminProduct } from './api/get-admin-product.ts';
import { useAdminProductsPage } from './api/get-admin-products.ts';
import { useBrands } from '@/api/catalog/get-brands.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useDeleteProduct } from './api/delete-product.ts';
import { AdminProductsLinks } from './components/admin-products-links.tsx';
import { ProductForm } from './components/product-form.tsx';
import { StockHistory } from './components/stock-history.tsx';
import { ProductTable } from './components/product-table.tsx';
import { copyProductValues, emptyProductValues, productToValues } from './components/product-values.ts';
import { VisitorSwitch } from './components/visitor-switch.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useAddressFilters } from '@/lib/use-address-filters.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { ExportProductsButton } from './components/export-products-button.tsx';
import { PRODUCT_FILTER_KEYS, ProductListFilters } from './components/product-list-filters.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';

/** Spec: the product success message shows for 2 seconds, then the list returns. */
export const PRODUCT_SUCCESS_MS = 2000;

type Tab = 'list' | 'add' | 'edit';
function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

export default function ProductsAdminPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminProducts.title')} noindex />
      <ProductsAdminPageContent />
    </>
  );
}

function ProductsAdminPageContent() {
  const { t } = useTranslation();
  // Search, brand, active, stock, sort and page live in the address (a link or a reload shows the same list).
  const { filters: typed, page, setFilter, goToPage, change } = useAddressFilters(PRODUCT_FILTER_KEYS);
  const { params: searchParams } = useAddressParams();
  const search = useDebouncedValue(typed.search, 300);
  const brand = typed.brand;
  const editId = positiveInt(searchParams.get('id'));
  const copyId = positiveInt(searchParams.get('copy'));
  const tabParam = searchParams.get('tab');
  const tab: Tab = tabParam === 'add' ? 'add' : tabParam === 'edit' && editId !== null ? 'edit' : 'list';

  const products = useAdminProductsPage({ ...typed, search, sort: isProductSort(typed.sort) ? typed.sort : 'newest' }, page);
  const brands = useBrands(useViewer().key);
  const editing = useAdminProduct(tab === 'edit' ? editId : null);
  const copying = useAdminProduct(tab === 'add' ? copyId : null);
  const remove = useDeleteProduct();

  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminProductView | null>(null);

  const setParams = (edit: (next: URLSearchParams) => void, replace = false) =>
    change(
      (next) => {
        edit(next);
        return next;
      },
      { replace },
    );

  const goTo = (target: Tab, options: { id?: number; copy?: number } = {}) => {
    setParams((next) => {
      next.delete('id');
      next.delete('copy');
      if (target === 'list') next.delete('tab');
      else next.set('tab', target);
      if (options.id !== undefined) next.set('id', String(options.id));
      if (options.copy !== undefined) next.set('copy', String(options.copy));
    });
  };

  // After a save, the success message shows for 2 seconds, then the list returns.
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => {
      setSaved(null);
      change({ tab: null, id: null, copy: null }, { replace: true });
    }, PRODUCT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [saved, change]);

  const onSaved = (mode: 'add' | 'edit') => () => {
    setNotice(null);
    setSaved(mode === 'edit' ? t('adminProducts.messages.updated') : t('adminProducts.messages.added'));
  };

  const onDelete = async () => {
    if (!deleteTarget) return;
    const target = deleteTarget;
    const name = `${target.brand} ${target.name}`;
    setNotice(null);
    try {
      const answer = await remove.mutateAsync(target.id);
      setNotice({
        tone: answer.deactivated ? 'info' : 'success',
        text: answer.deactivated ? t('adminProducts.messages.deactivated', { name }) : t('adminProducts.messages.deleted', { name }),
      });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('adminProducts.errors.failedToDeleteProduct')) });
    } finally {
      setDeleteTarget(null);
    }
  };

  const list = products.data?.products ?? [];
  const filtered = typed.search !== '' || typed.active !== '' || typed.stock !== '';
  const emptyHint = filtered ? t('adminProducts.list.emptyFiltered') : brand ? t('adminProducts.list.emptyBrand', { brand }) : null;

  const tabs: Array<TabItem<Tab>> = [
    { id: 'list', label: t('adminProducts.tabs.list') },
    { id: 'add', label: t('adminProducts.tabs.add') },
    { id: 'edit', label: t('adminProducts.tabs.edit'), disabled: tab !== 'edit' },
  ];

  const formArea = (mode: 'add' | 'edit') => {
    const query = mode === 'edit' ? editing : copying;
    const loadingOther = mode === 'edit' || copyId !== null;
    if (loadingOther && query.isPending) return <Spinner label={t('adminProducts.loadingProduct')} />;
    if (loadingOther && query.isError) return <Alert tone="error">{errorText(query.error, t('adminProducts.errors.failedToLoadProduct'))}</Alert>;
    const product = query.data;
    const defaults =
      mode === 'edit' && product
        ? productToValues(product)
        : copyId !== null && product
          ? copyProductValues(product, t('adminProducts.copySuffix'))
          : emptyProductValues();
    return (
      <>
        {mode === 'edit' && product ? (
          <p className="mb-4 text-sm text-slate-600">
            {t('adminProducts.editing', { name: `${product.brand} ${product.name}`, sku: product.sku ?? '' })}
          </p>
        ) : null}
        {mode === 'add' && copyId !== null && product ? (
          <div className="mb-4">
            <Alert tone="info">{t('adminProducts.copying', { name: `${product.brand} ${product.name}` })}</Alert>
          </div>
        ) : null}
        <ProductForm
          key={`${mode}-${editId ?? ''}-${copyId ?? ''}`}
          mode={mode}
          productId={mode === 'edit' ? (editId ?? undefined) : undefined}
          defaultValues={defaults}
          brands={brands.data ?? []}
          locked={saved !== null}
          onSaved={onSaved(mode)}
          onCancel={() => goTo('list')}
          onReload={async () => {
            const fresh = await editing.refetch();
            return fresh.data ? productToValues(fresh.data) : null;
          }}
        />
        {mode === 'edit' && editId !== null ? <StockHistory productId={editId} /> : null}
      </>
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={t('adminProducts.subtitle')}>{t('adminProducts.title')}</PageTitle>
      <AdminProductsLinks />
      <VisitorSwitch />

      <Tabs label={t('adminProducts.tabs.label')} value={tab} onValueChange={(next) => (next === 'edit' ? undefined : goTo(next))} tabs={tabs}>
        {saved ? (
          <div className="mb-4">
            <Alert tone="success">{saved}</Alert>
          </div>
        ) : null}
        <Notice notice={notice} className="mb-4" />

        <TabPanel value={tab}>
          {tab === 'list' ? (
            <>
              <ProductListFilters values={typed} brands={brands.data ?? []} onChange={setFilter} />
              <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <p className="text-sm text-slate-600" aria-live="polite" data-testid="products-count">
                  {products.data ? countText(t, 'adminProducts.list.count', products.data.pagination) : ''}
                </p>
                <div className="flex flex-wrap items-start gap-3">
                  <ExportProductsButton />
                  <Button onClick={() => goTo('add')}>{t('adminProducts.actions.add')}</Button>
                </div>
              </div>
              <TableState
                query={products}
                empty={list.length === 0}
                loadingLabel={t('adminProducts.loading')}
                errorFallback={t('adminProducts.errors.failedToLoadProducts')}
                emptyTitle={t('adminProducts.list.empty')}
                emptyHint={emptyHint}
              >
                <ProductTable
                  products={list}
                  busy={products.isFetching}
                  onEdit={(product) => {
                    setNotice(null);
                    goTo('edit', { id: product.id });
                  }}
                  onCopy={(product) => {
                    setNotice(null);
                    goTo('add', { copy: product.id });
                  }}
                  onDelete={setDeleteTarget}
                />
              </TableState>
              <Pager
                page={page}
                pages={products.data?.pagination.pages ?? 1}
                capped={products.data?.pagination.capped}
                onPage={goToPage}
                busy={products.isFetching}
              />
            </>
          ) : (
            formArea(tab)
          )}
        </TabPanel>
      </Tabs>

      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleteTarget(null);
        }}
        title={t('adminProducts.deleteDialog.title')}
        description={t('adminProducts.deleteDialog.description', { name: deleteTarget ? `${deleteTarget.brand} ${deleteTarget.name}` : '' })}
        confirmLabel={remove.isPending ? t('adminProducts.deleteDialog.deleting') : t('adminProducts.deleteDialog.confirm')}
        cancelLabel={t('adminProducts.deleteDialog.cancel')}
        onConfirm={() => void onDelete()}
        busy={remove.isPending}
      />
    </div>
  );
}
