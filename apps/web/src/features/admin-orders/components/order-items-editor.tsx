import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToEuros, eurosToCents, MAX_PRICE_EUROS, orderTotals, parseMoneyInput, type Order, type ProductView } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { formatMoney } from '@/lib/format.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { usePickerProducts } from '../api/get-products.ts';
import { useUpdateOrderItems, type OrderItemInput } from '../api/update-order-items.ts';
import { errorText } from '@/lib/error-text.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** One line while editing; inputs stay text until saved so a half-typed value is not lost. */
interface DraftLine {
  key: string;
  product_id: number | null;
  brand: string;
  name: string;
  flavor: string;
  weight: string;
  sku: string;
  quantity: string;
  unit_price: string;
}

const MAX_QUANTITY = 1_000_000;

/** Spec section 5: an integer of at least 1. */
export function parseQuantity(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/** Spec section 5: a number of at least 0, in cents (step 0.01), read by the domain's money parser. */
export function parsePriceCents(value: string): number | null {
  const cents = parseMoneyInput(value);
  return cents !== null && cents <= eurosToCents(MAX_PRICE_EUROS) ? cents : null;
}

function productPrice(product: ProductView): number {
  return product.wholesale_price ?? product.effective_price ?? product.display_price ?? product.price;
}

function draftFrom(order: Order): DraftLine[] {
  return order.items.map((item) => ({
    key: `item-${item.id}`,
    product_id: item.product_id,
    brand: item.brand,
    name: item.name,
    flavor: item.flavor,
    weight: item.weight,
    sku: item.sku,
    quantity: String(item.quantity),
    unit_price: item.unit_price.toFixed(2),
  }));
}

const inputClass = 'block w-full rounded-md border px-2 py-1.5 text-sm shadow-sm focus:outline-2 focus:outline-teal-600';

export interface OrderItemsEditorProps {
  order: Order;
  canEdit: boolean;
  /** Fetches the order again (after a stale save); answers the server's copy. */
  onReload: () => Promise<Order | undefined>;
}

export function OrderItemsEditor({ order, canEdit, onReload }: OrderItemsEditorProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const save = useUpdateOrderItems();
  const staleWrite = useStaleWrite();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<DraftLine[]>([]);
  /** The order's version the draft was made from: sent with the save. */
  const [draftVersion, setDraftVersion] = useState(order.version);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const editMode = editing && canEdit;

  // Spec section 4: leaving the editable state forces edit mode off.
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
    const valid = draft.map((line) => ({ quantity: parseQuantity(line.quantity), unitCents: parsePriceCents(line.unit_price) }));
    if (valid.some((line) => line.quantity === null || line.unitCents === null)) return null;
    return orderTotals(valid.map((line) => ({ quantity: line.quantity as number, unitCents: line.unitCents as number })));
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
      return [
        ...lines,
        {
          key: `new-${product.id}-${Date.now()}`,
          product_id: product.id,
          brand: product.brand,
          name: product.name,
          flavor: product.flavor,
          weight: product.weight,
          sku: product.sku ?? '',
          quantity: String(quantity),
          unit_price: centsToEuros(unitCents).toFixed(2),
        },
      ];
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
      ) : (
        <Button variant="secondary" data-testid="edit-items" onClick={startEditing}>
          ✎ {t('adminOrders.items.edit')}
        </Button>
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
      <div className="-mx-5 overflow-x-auto px-5">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{t('adminOrders.items.title')}</caption>
          <thead className="text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('adminOrders.items.product')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('adminOrders.items.sku')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('adminOrders.items.quantity')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('adminOrders.items.unitPrice')}
              </th>
              <th scope="col" className="whitespace-nowrap px-3 py-2 text-right">
                {t('adminOrders.items.lineTotal')}
              </th>
              {editMode ? (
                <th scope="col" className="py-2 pl-3">
                  <span className="sr-only">{t('adminOrders.columns.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
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
                  <td className="py-2 pr-3">
                    <p className="font-medium text-slate-900">{productName}</p>
                    <p className="text-xs text-slate-500">{[line.flavor, line.weight].filter(Boolean).join(' · ')}</p>
                  </td>
                  <td className="px-3 py-2 text-slate-600">{line.sku}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {editMode ? (
                      <input
                        data-testid="item-quantity"
                        type="number"
                        inputMode="numeric"
                        min={1}
                        step={1}
                        value={line.quantity}
                        aria-label={t('adminOrders.items.quantityFor', { product: productName })}
                        aria-invalid={quantity === null || undefined}
                        onChange={(event) => updateLine(line.key, { quantity: event.target.value })}
                        className={`${inputClass} ml-auto w-24 min-w-20 text-right ${quantity === null ? 'border-red-500' : 'border-slate-300'}`}
                      />
                    ) : (
                      <span data-testid="item-quantity">{line.quantity}</span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {editMode ? (
                      <input
                        data-testid="item-unit-price"
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step={0.01}
                        value={line.unit_price}
                        aria-label={t('adminOrders.items.unitPriceFor', { product: productName })}
                        aria-invalid={cents === null || undefined}
                        onChange={(event) => updateLine(line.key, { unit_price: event.target.value })}
                        className={`${inputClass} ml-auto w-28 min-w-26 text-right ${cents === null ? 'border-red-500' : 'border-slate-300'}`}
                      />
                    ) : (
                      <span data-testid="item-unit-price">{formatMoney(Number(line.unit_price), language)}</span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums" data-testid="item-total">
                    {lineTotal}
                  </td>
                  {editMode ? (
                    <td className="py-2 pl-3 text-right">
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
          </tbody>
        </table>
      </div>

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
          <AddItemForm
            products={products.data}
            loading={products.isPending}
            loadError={products.isError ? errorText(products.error, t('adminOrders.errors.fetchProducts')) : null}
            onAdd={addLine}
            onError={(text) => setNotice({ tone: 'error', text })}
          />
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

function AddItemForm({
  products,
  loading,
  loadError,
  onAdd,
  onError,
}: {
  products: ProductView[] | undefined;
  loading: boolean;
  loadError: string | null;
  onAdd: (product: ProductView, quantity: number, unitCents: number) => void;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState('');
  const [productId, setProductId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [unitPrice, setUnitPrice] = useState('');

  const visible = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const list = products ?? [];
    if (!needle) return list;
    return list.filter(
      (product) =>
        `${product.brand} ${product.name} ${product.flavor} ${product.weight} ${product.sku ?? ''}`.toLocaleLowerCase().includes(needle) ||
        String(product.id) === productId,
    );
  }, [filter, products, productId]);

  const choose = (value: string) => {
    setProductId(value);
    const product = products?.find((candidate) => String(candidate.id) === value);
    // Prefilled from the product's wholesale price; the administrator may change it.
    if (product) {
      setUnitPrice(productPrice(product).toFixed(2));
      if (!quantity.trim()) setQuantity('1');
    }
  };

  const submit = () => {
    if (!productId || !quantity.trim() || !unitPrice.trim()) {
      onError(t('adminOrders.errors.fillAllFields'));
      return;
    }
    const product = products?.find((candidate) => String(candidate.id) === productId);
    if (!product) {
      onError(t('adminOrders.errors.productNotFound'));
      return;
    }
    const parsedQuantity = parseQuantity(quantity);
    if (parsedQuantity === null) {
      onError(t('adminOrders.errors.quantityInvalid'));
      return;
    }
    const cents = parsePriceCents(unitPrice);
    if (cents === null) {
      onError(t('adminOrders.errors.priceInvalid'));
      return;
    }
    onAdd(product, parsedQuantity, cents);
    setProductId('');
    setQuantity('1');
    setUnitPrice('');
  };

  const fieldClass = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-teal-600';

  return (
    <fieldset className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('adminOrders.items.addTitle')}</legend>
      {loadError ? (
        <div className="mb-3">
          <Alert tone="error">{loadError}</Alert>
        </div>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-filter`} className="mb-1 block text-sm font-medium text-slate-700">
            {t('adminOrders.items.searchProducts')}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t('adminOrders.items.searchPlaceholder')}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-product`} className="mb-1 block text-sm font-medium text-slate-700">
            {t('adminOrders.items.product')}
          </label>
          <select
            id={`${id}-product`}
            data-testid="add-item-product"
            value={productId}
            onChange={(event) => choose(event.target.value)}
            disabled={loading}
            className={fieldClass}
          >
            <option value="">{loading ? t('adminOrders.items.loadingProducts') : t('adminOrders.items.chooseProduct')}</option>
            {visible.map((product) => (
              <option key={product.id} value={String(product.id)}>
                {`${product.brand} ${product.name} – ${product.flavor} (${product.weight}) · ${formatMoney(productPrice(product), currentLanguage())}${product.stock !== undefined ? ` · ${t('adminOrders.items.stockShort', { count: product.stock })}` : ''}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-28">
          <label htmlFor={`${id}-quantity`} className="mb-1 block text-sm font-medium text-slate-700">
            {t('adminOrders.items.quantity')}
          </label>
          <input
            id={`${id}-quantity`}
            data-testid="add-item-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            className={fieldClass}
          />
        </div>
        <div className="w-44">
          <label htmlFor={`${id}-price`} className="mb-1 block text-sm font-medium text-slate-700">
            {t('adminOrders.items.unitPrice')}
          </label>
          <input
            id={`${id}-price`}
            data-testid="add-item-unit-price"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={unitPrice}
            onChange={(event) => setUnitPrice(event.target.value)}
            className={fieldClass}
          />
        </div>
        <Button variant="secondary" data-testid="add-item" onClick={submit}>
          + {t('adminOrders.items.add')}
        </Button>
      </div>
    </fieldset>
  );
}
