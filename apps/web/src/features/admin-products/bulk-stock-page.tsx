import { useTranslation } from 'react-i18next';
import type { AdminProductView } from '@shop/domain';
import { useSaveBulkStock } from './api/bulk-save.ts';
import { bulkColumn, BulkInput, BulkRow, bulkTd, ProductInfoCells, productInfoColumns } from './components/bulk-edit-cells.tsx';
import { BulkEditLayout } from './components/bulk-edit-layout.tsx';
import { rowState, withRowEdit } from './components/bulk-edits.ts';
import { readStockInput } from './components/percent-price.ts';
import { ProductThumb } from './components/product-thumb.tsx';
import { useBulkEdits } from './components/use-bulk-edits.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

/** The stock of many products at once, page by page; what was typed on every page is saved together, only changed rows. */
export default function BulkStockPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminProducts.bulkStock.title')} noindex />
      <BulkStockPageContent />
    </>
  );
}

const stockOf = (product: AdminProductView) => product.stock ?? 0;
// The text itself, so "05" stays as typed (a stored 5 reads the same, and is no change).
const isStoredStock = (text: string, stored: number) => text === String(stored);

function BulkStockPageContent() {
  const { t } = useTranslation();
  const bulk = useBulkEdits(readStockInput);
  const { edits, setEdits, changes, invalid } = bulk;
  const save = useSaveBulkStock();

  const onSave = async () => {
    if (invalid.length > 0) return bulk.refuse({ tone: 'error', text: t('adminProducts.bulkStock.invalid', { count: invalid.length }) });
    if (changes.length === 0) return bulk.refuse({ tone: 'info', text: t('adminProducts.bulkStock.noChanges') });
    await bulk.submit(async () => {
      const updated = await save.mutateAsync(changes.map(({ id, value, version }) => ({ id, stock: value, version })));
      setEdits({});
      return { tone: 'success', text: t('adminProducts.bulkStock.updated', { count: updated }) };
    }, t('adminProducts.bulkStock.failed'));
  };

  const columns = [
    bulkColumn('image', t('adminProducts.columns.image')),
    ...productInfoColumns(t),
    bulkColumn('currentStock', t('adminProducts.columns.currentStock'), 'right'),
    bulkColumn('newStock', t('adminProducts.columns.newStock')),
  ];

  return (
    <BulkEditLayout
      bulk={bulk}
      title={t('adminProducts.bulkStock.title')}
      subtitle={t('adminProducts.bulkStock.subtitle')}
      saving={save.isPending}
      onSave={() => void onSave()}
      columns={columns}
    >
      {bulk.shown.map((product) => {
        const state = rowState(edits[product.id], String(stockOf(product)), readStockInput);
        const label = `${product.brand} ${product.name}`;
        const start = { id: product.id, stored: stockOf(product), version: product.version, label };
        return (
          <BulkRow key={product.id} testId="bulk-stock-row" changed={state.changed} invalid={state.invalid}>
            <td className={bulkTd}>
              <ProductThumb src={product.image_url} alt={label} size="h-8 w-8" />
            </td>
            <ProductInfoCells product={product} inactiveLabel={t('adminProducts.status.inactive')} />
            <td className={`${bulkTd} whitespace-nowrap text-right tabular-nums text-slate-600`}>{product.stock}</td>
            <BulkInput
              kind="count"
              value={state.text}
              label={t('adminProducts.bulkStock.inputLabel', { name: label })}
              changed={state.changed}
              invalid={state.invalid}
              onChange={(text) => setEdits((previous) => withRowEdit(previous, start, text, isStoredStock))}
            />
          </BulkRow>
        );
      })}
    </BulkEditLayout>
  );
}
