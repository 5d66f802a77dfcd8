import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productMatchesSearch, type ProductView } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MoneyInput } from '@/components/ui/money-input.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { formatMoney } from '@/lib/format.ts';
import { moneyText } from '@/lib/money-text.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { parsePriceCents, parseQuantity, productPrice } from './order-item-lines.ts';

interface AddItemFormProps {
  products: ProductView[] | undefined;
  loading: boolean;
  loadError: string | null;
  onAdd: (product: ProductView, quantity: number, unitCents: number) => void;
  onError: (text: string) => void;
  /** How many of a product the order already holds: an edit may take the stock plus these. */
  heldByOrder?: (productId: number) => number;
}

/** Picks a product (searchable), a quantity and a unit price (prefilled from the product) to add to the order. */
export function AddItemForm({ products, loading, loadError, onAdd, onError, heldByOrder }: AddItemFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [filter, setFilter] = useState('');
  const [productId, setProductId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [unitPrice, setUnitPrice] = useState('');

  const visible = useMemo(() => {
    const list = products ?? [];
    if (!filter.trim()) return list;
    return list.filter((product) => productMatchesSearch(product, filter) || String(product.id) === productId);
  }, [filter, products, productId]);

  const choose = (value: string) => {
    setProductId(value);
    const product = products?.find((candidate) => String(candidate.id) === value);
    // Prefilled from the product's wholesale price; the administrator may change it.
    if (product) {
      setUnitPrice(moneyText(productPrice(product)));
      if (!quantity.trim()) setQuantity('1');
    }
  };

  /** The refusal of the typed values, or what to add. */
  const check = (): string | { product: ProductView; quantity: number; cents: number } => {
    if (!productId || !quantity.trim() || !unitPrice.trim()) return t('adminOrders.errors.fillAllFields');
    const product = products?.find((candidate) => String(candidate.id) === productId);
    if (!product) return t('adminOrders.errors.productNotFound');
    const parsedQuantity = parseQuantity(quantity);
    if (parsedQuantity === null) return t('adminOrders.errors.quantityInvalid');
    const cents = parsePriceCents(unitPrice);
    if (cents === null) return t('adminOrders.errors.priceInvalid');
    return { product, quantity: parsedQuantity, cents };
  };

  const submit = () => {
    const checked = check();
    if (typeof checked === 'string') {
      onError(checked);
      return;
    }
    onAdd(checked.product, checked.quantity, checked.cents);
    setProductId('');
    setQuantity('1');
    setUnitPrice('');
  };

  const stock = (product: ProductView) => {
    if (product.stock === undefined) return '';
    const held = heldByOrder?.(product.id) ?? 0;
    return held > 0
      ? ` · ${t('adminOrders.items.stockWithHeld', { count: product.stock + held, held })}`
      : ` · ${t('adminOrders.items.stockShort', { count: product.stock })}`;
  };
  const options = [
    { value: '', label: loading ? t('adminOrders.items.loadingProducts') : t('adminOrders.items.chooseProduct') },
    ...visible.map((product) => ({
      value: String(product.id),
      label: `${product.brand} ${product.name} – ${product.flavor} (${product.weight}) · ${formatMoney(productPrice(product), language)}${stock(product)}`,
    })),
  ];

  return (
    <fieldset className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('adminOrders.items.addTitle')}</legend>
      {loadError ? (
        <div className="mb-3">
          <Alert tone="error">{loadError}</Alert>
        </div>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          type="search"
          label={t('adminOrders.items.searchProducts')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('adminOrders.items.searchPlaceholder')}
        />
        <SelectField
          label={t('adminOrders.items.product')}
          data-testid="add-item-product"
          value={productId}
          onChange={(event) => choose(event.target.value)}
          disabled={loading}
          options={options}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          className="w-28"
          label={t('adminOrders.items.quantity')}
          data-testid="add-item-quantity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <MoneyInput
          className="w-44"
          allowZero
          label={t('adminOrders.items.unitPrice')}
          data-testid="add-item-unit-price"
          value={unitPrice}
          onValueChange={setUnitPrice}
        />
        <Button variant="secondary" data-testid="add-item" onClick={submit}>
          + {t('adminOrders.items.add')}
        </Button>
      </div>
    </fieldset>
  );
}
