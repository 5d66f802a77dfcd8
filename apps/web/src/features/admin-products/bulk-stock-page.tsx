import { useTranslation } from 'react-i18next';
import type { ProductView } from '@shop/domain';
import { useSaveBulkStock, type StockUpdate } from './api/bulk-save.ts';
import { bulkColumn, BulkInput, BulkRow, bulkTd, ProductInfoCells, productInfoColumns } from './components/bulk-edit-cells.tsx';
import { BulkEditLayout } from './components/bulk-edit-layout.tsx';
import { withRowEdit } from './components/bulk-edits.ts';
import { parseStockInput } from './components/percent-price.ts';
import { ProductThumb } from './components/product-thumb.tsx';
import { useBulkEdits } from './components/use-bulk-edits.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

/** The stock of many products at once; only changed rows are sent. */
export default function BulkStockPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminProducts.bulkStock.title')} noindex />
      <BulkStockPageContent />
    </>
  );
}

function BulkStockPageContent() {
  const { t } = useTranslation();
  const bulk = useBulkEdits();
  const { all, edits, setEdits } = bulk;
  const save = useSaveBulkStock();

  const stateOf = (product: ProductView) => {
    const text = edits[product.id]?.text;
    if (text === undefined) return { text: String(product.stock ?? 0), changed: false, invalid: false };
    const value = parseStockInput(text);
    return { text, changed: value === null || value !== (product.stock ?? 0), invalid: value === null };
  };

  const changes: StockUpdate[] = [];
  let invalidCount = 0;
  for (const product of all) {
    const edit = edits[product.id];
    if (edit === undefined) continue;
    const value = parseStockInput(edit.text);
    if (value === null) invalidCount += 1;
    else if (value !== (product.stock ?? 0)) changes.push({ id: product.id, stock: value, version: edit.version });
  }

  const onSave = async () => {
    if (invalidCount > 0) return bulk.refuse({ tone: 'error', text: t('adminProducts.bulkStock.invalid', { count: invalidCount }) });
    if (changes.length === 0) return bulk.refuse({ tone: 'info', text: t('adminProducts.bulkStock.noChanges') });
    await bulk.submit(async () => {
      const updated = await save.mutateAsync(changes);
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
      changedCount={changes.length + invalidCount}
      saving={save.isPending}
      onSave={() => void onSave()}
      columns={columns}
    >
      {bulk.shown.map((product) => {
        const state = stateOf(product);
        const label = `${product.brand} ${product.name}`;
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
              onChange={(text) => setEdits((previous) => withRowEdit(previous, product, text, text === String(product.stock ?? 0)))}
            />
          </BulkRow>
        );
      })}
    </BulkEditLayout>
  );
}
