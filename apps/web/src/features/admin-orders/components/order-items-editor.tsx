import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/permissions.ts';
import { centsToEuros, orderTotals, type Order, type ProductView } from '@shop/domain';
import { MoneyInput } from '@/components/ui/money-input.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { AddItemForm } from './add-item-form.tsx';
import { draftFrom, heldByOrder, lineOverStock, newLine, parsePriceCents, parseQuantity, type DraftLine } from './order-item-lines.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { usePickerProducts } from '../api/get-products.ts';
import { useUpdateOrderItems, type OrderItemInput } from '../api/update-order-items.ts';
import { errorText } from '@/lib/error-text.ts';

interface LineValueProps {
  kind: 'quantity' | 'unit-price';
  editMode: boolean;
  /** The typed text (edit mode). */
  value: string;
  /** What is shown outside edit mode. */
  shown: string;
  label: string;
  invalid: boolean;
  onChange: (text: string) => void;
}

/** A line's quantity or unit price: its input in edit mode (outlined red while invalid), else its value. */
function LineValue({ kind, editMode, value, shown, label, invalid, onChange }: LineValueProps) {
  const testId = `item-${kind}`;
  if (!editMode) return <span data-testid={testId}>{shown}</span>;
  const count = kind === 'quantity';
  if (!count)
    return (
      <MoneyInput
        variant="cell"
        allowZero
        data-testid={testId}
        value={value}
        label={label}
        onValueChange={onChange}
        inputClassName={`block rounded-md border px-2 py-1.5 text-sm shadow-sm focus:outline-2 focus:outline-teal-600 ml-auto text-right w-28 min-w-26 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
      />
    );
  return (
    <input
      data-testid={testId}
      type="number"
      inputMode={count ? 'numeric' : 'decimal'}
      min={count ? 1 : 0}
      step={count ? 1 : 0.01}
      value={value}
      aria-label={label}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
      className={`block w-full rounded-md border px-2 py-1.5 text-sm shadow-sm focus:outline-2 focus:outline-teal-600 ml-auto text-right ${count ? 'w-24 min-w-20' : 'w-28 min-w-26'} ${invalid ? 'border-red-500' : 'border-slate-300'}`}
    />
  );
}

interface OrderItemsEditorProps {
  order: Order;
  canEdit: boolean;
  /** Fetches the order again (after a stale save); answers the server's copy. */
  onReload: () => Promise<Order | undefined>;
}

export function OrderItemsEditor({ order, canEdit, onReload }: OrderItemsEditorProps) {
  const { t } = useTranslation();
  // Quantities are the warehouse's too; prices only a role holding prices.manage changes (decision 093).
  const priceEditable = useCan('prices.manage');
  const language = currentLanguage();
  const save = useUpdateOrderItems();
  const staleWrite = useStaleWrite();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<DraftLine[]>([]);
  /** The order's version the draft was made from: sent with the save. */
  const [draftVersion, setDraftVersion] = useState(order.version);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const editMode = editing && canEdit;

  // Leaving the editable state forces edit mode off.
  useEffect(() => {
    if (!canEdit) setEditing(false);
  }, [canEdit]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a message about the previous status does not outlive it
  useEffect(() => {
    setNotice(null);
  }, [order.status]);

  const products = usePickerProducts(editMode);

  const startEditing = () => {
    if (!canEdit) {
      setNotice({ tone: 'error', text: t('adminOrders.errors.notEditable') });
      return;
    }
    setNotice(null);
    staleWrite.dismiss();
    setDraft(draftFrom(order));
    setDraftVersion(order.version);
    setEditing(true);
  };

  const stopEditing = () => {
    setEditing(false);
    setNotice(null);
    staleWrite.dismiss();
  };

  // Someone else changed the order: the draft starts again from the server's lines, to be edited anew.
  const reload = () =>
    staleWrite.reload(async () => {
      const fresh = await onReload();
      if (!fresh) return;
      setDraft(draftFrom(fresh));
      setDraftVersion(fresh.version);
      setNotice(null);
    });

  const updateLine = (key: string, patch: Partial<DraftLine>) =>
    setDraft((lines) => lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const removeLine = (key: string) => setDraft((lines) => lines.filter((line) => line.key !== key));

  const preview = useMemo(() => {
    const lines: Array<{ quantity: number; unitCents: number }> = [];
    for (const line of draft) {
      const quantity = parseQuantity(line.quantity);
      const unitCents = parsePriceCents(line.unit_price);
      if (quantity === null || unitCents === null) return null;
      lines.push({ quantity, unitCents });
    }
    return orderTotals(lines);
  }, [draft]);

  const onSave = async () => {
    setNotice(null);
    if (!canEdit) {
      setNotice({ tone: 'error', text: t('adminOrders.errors.notEditable') });
      return;
    }
    if (draft.length === 0) {
      setNotice({ tone: 'error', text: t('adminOrders.errors.needsItems') });
      return;
    }
    // The limit the server keeps: the stock plus what this order already holds of the product.
    const over = lineOverStock(order, draft, products.data ?? []);
    if (over) {
      const product = [over.line.brand, over.line.name, over.line.flavor].filter(Boolean).join(' ');
      setNotice({ tone: 'error', text: t('adminOrders.errors.overStock', { count: over.most, product, held: over.held }) });
      return;
    }
    const items: OrderItemInput[] = [];
    for (const line of draft) {
      const quantity = parseQuantity(line.quantity);
      const cents = parsePriceCents(line.unit_price);
      if (line.product_id === null) {
        setNotice({ tone: 'error', text: t('adminOrders.errors.productNotFound') });
        return;
      }
      if (quantity === null) {
        setNotice({ tone: 'error', text: t('adminOrders.errors.quantityInvalid') });
        return;
      }
      if (cents === null) {
        setNotice({ tone: 'error', text: t('adminOrders.errors.priceInvalid') });
        return;
      }
      items.push({ product_id: line.product_id, quantity, unit_price: centsToEuros(cents) });
    }
    staleWrite.dismiss();
    try {
      await save.mutateAsync({ id: order.id, items, version: draftVersion });
      setEditing(false);
      setNotice({ tone: 'success', text: t('adminOrders.messages.itemsSaved') });
    } catch (error) {
      if (!staleWrite.caught(error)) setNotice({ tone: 'error', text: errorText(error, t('adminOrders.errors.updateOrder')) });
    }
  };

  const addLine = (product: ProductView, quantity: number, unitCents: number) => {
    setNotice(null);
    setDraft((lines) => {
      const existing = lines.find((line) => line.product_id === product.id);
      if (existing) {
        // One line per product: adding it again raises the quantity of its line.
        const current = parseQuantity(existing.quantity) ?? 0;
        return lines.map((line) => (line === existing ? { ...line, quantity: String(current + quantity) } : line));
      }
      return [...lines, newLine(product, quantity, unitCents)];
    });
  };

  const header = (
    <div className="flex flex-wrap items-center gap-2">
      {editMode ? (
        <>
          <Button variant="secondary" onClick={stopEditing} disabled={save.isPending}>
            {t('adminOrders.items.discard')}
          </Button>
          <Button data-testid="save-items" onClick={() => void onSave()} disabled={save.isPending || staleWrite.stale}>
            {save.isPending ? t('adminOrders.items.saving') : t('adminOrders.items.save')}
          </Button>
        </>
      ) : canEdit ? (
        <Button variant="secondary" data-testid="edit-items" onClick={startEditing}>
          ✎ {t('adminOrders.items.edit')}
        </Button>
      ) : (
        <p className="text-xs text-slate-500" data-testid="items-locked">
          {t('adminOrders.items.locked')}
        </p>
      )}
    </div>
  );

  const rows = editMode ? draft : draftFrom(order);

  return (
    <Card title={t('adminOrders.items.title')} actions={header}>
      <Notice notice={notice} className="mb-4" />
      {staleWrite.stale && editMode ? (
        <div className="mb-4">
          <StaleWriteNotice onReload={() => void reload()} reloading={staleWrite.reloading} hint={t('adminOrders.items.staleHint')} />
        </div>
      ) : null}
      {editMode ? <p className="mb-3 text-sm text-slate-600">{t('adminOrders.items.editHint')}</p> : null}
      <DataTable
        caption={t('adminOrders.items.title')}
        columns={[
          { key: 'product', label: t('adminOrders.items.product') },
          { key: 'sku', label: t('adminOrders.items.sku') },
          { key: 'quantity', label: t('adminOrders.items.quantity'), align: 'right' },
          { key: 'unitPrice', label: t('adminOrders.items.unitPrice'), align: 'right' },
          { key: 'lineTotal', label: t('adminOrders.items.lineTotal'), align: 'right', className: 'whitespace-nowrap' },
          ...(editMode ? [{ key: 'actions', label: t('adminOrders.columns.actions'), srOnly: true }] : []),
        ]}
      >
        {rows.length === 0 ? (
          <tr>
            <td colSpan={editMode ? 6 : 5} className="py-6 text-center text-slate-500">
              {t('adminOrders.items.empty')}
            </td>
          </tr>
        ) : null}
        {rows.map((line) => {
          const quantity = parseQuantity(line.quantity);
          const cents = parsePriceCents(line.unit_price);
          const lineTotal = quantity !== null && cents !== null ? formatMoney(centsToEuros(cents * quantity), language) : '—';
          const productName = `${line.brand} ${line.name}`;
          return (
            <tr key={line.key} data-testid="item-row" className="align-top">
              <td className="px-3 py-2">
                <p className="font-medium text-slate-900">{productName}</p>
                <p className="text-xs text-slate-500">{[line.flavor, line.weight].filter(Boolean).join(' · ')}</p>
              </td>
              <td className="px-3 py-2 text-slate-600">{line.sku}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                <LineValue
                  kind="quantity"
                  editMode={editMode}
                  value={line.quantity}
                  shown={line.quantity}
                  label={t('adminOrders.items.quantityFor', { product: productName })}
                  invalid={quantity === null}
                  onChange={(text) => updateLine(line.key, { quantity: text })}
                />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                <LineValue
                  kind="unit-price"
                  editMode={editMode && priceEditable}
                  value={line.unit_price}
                  shown={formatMoney(centsToEuros(cents ?? 0), language)}
                  label={t('adminOrders.items.unitPriceFor', { product: productName })}
                  invalid={cents === null}
                  onChange={(text) => updateLine(line.key, { unit_price: text })}
                />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums" data-testid="item-total">
                {lineTotal}
              </td>
              {editMode ? (
                <td className="px-3 py-2 text-right">
                  <Button
                    variant="ghost"
                    className="px-2 py-1 text-red-700"
                    data-testid="remove-item"
                    onClick={() => removeLine(line.key)}
                    aria-label={t('adminOrders.items.removeNamed', { product: productName })}
                  >
                    {t('adminOrders.items.remove')}
                  </Button>
                </td>
              ) : null}
            </tr>
          );
        })}
      </DataTable>

      {editMode ? (
        <>
          <div className="mt-4 flex justify-end">
            <dl className="w-full max-w-xs space-y-1 text-sm" aria-label={t('adminOrders.items.previewTitle')}>
              <p className="font-semibold text-slate-700">{t('adminOrders.items.previewTitle')}</p>
              {preview ? (
                <>
                  <PreviewRow label={t('adminOrders.totals.subtotal')} value={formatMoney(centsToEuros(preview.subtotal), language)} />
                  <PreviewRow label={t('adminOrders.totals.completionFee')} value={formatMoney(centsToEuros(preview.shipping), language)} />
                  <PreviewRow label={t('adminOrders.totals.vat')} value={formatMoney(centsToEuros(preview.tax), language)} />
                  <PreviewRow label={t('adminOrders.totals.total')} value={formatMoney(centsToEuros(preview.total), language)} strong />
                </>
              ) : (
                <p className="text-slate-500">{t('adminOrders.items.previewInvalid')}</p>
              )}
            </dl>
          </div>
          {/* A new line is priced, so only a role that sets prices adds one (decision 092); the warehouse picks what is there. */}
          {priceEditable ? (
            <AddItemForm
              products={products.data}
              loading={products.isPending}
              loadError={products.isError ? errorText(products.error, t('adminOrders.errors.fetchProducts')) : null}
              onAdd={addLine}
              heldByOrder={(productId) => heldByOrder(order, productId)}
              onError={(text) => setNotice({ tone: 'error', text })}
            />
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

function PreviewRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-slate-200 pt-1 font-semibold' : ''}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
