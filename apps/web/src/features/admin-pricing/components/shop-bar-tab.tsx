import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductView, Language } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { formatMoney } from '@/lib/format.ts';
import { useDraftVersion, type PriceDraftStore } from '../draft-store.ts';
import { PRICING_TEMPLATES, wholesaleOf, type PricingTemplateId, type ProductFilter } from '../pricing-utils.ts';
import { PriceInput } from './price-input.tsx';
import { ProductFilters } from './product-filters.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

export type TypePriceKey = `${number}:${'SHOP' | 'BAR'}`;
export const typePriceKey = (productId: number, type: 'SHOP' | 'BAR'): TypePriceKey => `${productId}:${type}`;

export interface ShopBarTabProps {
  total: number;
  rows: ProductView[];
  filter: ProductFilter;
  onFilterChange: (filter: ProductFilter) => void;
  brands: string[];
  categories: string[];
  store: PriceDraftStore<TypePriceKey>;
  showTemplates: boolean;
  onToggleTemplates: () => void;
  onApplyTemplate: (id: PricingTemplateId) => void;
  onSave: () => void;
  onDiscard: () => void;
  saving: boolean;
  message: NoticeMessage | null;
  onDismissMessage: () => void;
  /** The filter is still being applied (the table is dimmed). */
  stale: boolean;
  /** Shown under the message when a save was refused as stale (the StaleWriteNotice). */
  staleWriteNotice?: ReactNode;
}

function SaveBar({ store, onSave, onDiscard, saving }: Pick<ShopBarTabProps, 'store' | 'onSave' | 'onDiscard' | 'saving'>) {
  const { t } = useTranslation();
  useDraftVersion(store);
  const pending = store.changes().length;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm text-slate-600" aria-live="polite" data-testid="unsaved-count">
        {pending > 0 ? t('adminPricing.common.unsaved', { count: pending }) : t('adminPricing.common.noUnsaved')}
      </span>
      <Button variant="secondary" onClick={onDiscard} disabled={saving || pending === 0}>
        {t('adminPricing.common.discard')}
      </Button>
      <Button onClick={onSave} disabled={saving} data-testid="save-all-prices">
        {saving ? t('adminPricing.common.saving') : t('adminPricing.shopBar.saveAll')}
      </Button>
    </div>
  );
}

export interface RowLabels {
  shop: (name: string) => string;
  bar: (name: string) => string;
  inactive: string;
}

const ShopBarRow = memo(function ShopBarRow({
  product,
  store,
  language,
  labels,
}: {
  product: ProductView;
  store: PriceDraftStore<TypePriceKey>;
  language: Language;
  labels: RowLabels;
}) {
  const wholesale = wholesaleOf(product);
  const placeholder = wholesale.toFixed(2);
  const name = `${product.brand} ${product.name} ${product.weight}`;
  return (
    <tr className="hover:bg-slate-50">
      <td className="px-3 py-2">
        <p className="font-medium text-slate-900">{product.name}</p>
        <p className="text-xs text-slate-500">
          {product.flavor}
          {product.is_active === false ? (
            <span className="ml-2 rounded bg-slate-200 px-1 text-[10px] uppercase text-slate-600">{labels.inactive}</span>
          ) : null}
        </p>
      </td>
      <td className="px-3 py-2 text-slate-700">{product.brand}</td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-700">{product.weight}</td>
      <td className="whitespace-nowrap px-3 py-2 font-mono text-xs text-slate-600">{product.sku}</td>
      <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-slate-700">{formatMoney(product.price, language)}</td>
      <td className="whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums text-slate-900">{formatMoney(wholesale, language)}</td>
      <td className="px-3 py-2">
        <PriceInput
          store={store}
          storeKey={typePriceKey(product.id, 'SHOP')}
          productId={product.id}
          label={labels.shop(name)}
          placeholder={placeholder}
          testId="shop-price-input"
        />
      </td>
      <td className="px-3 py-2">
        <PriceInput
          store={store}
          storeKey={typePriceKey(product.id, 'BAR')}
          productId={product.id}
          label={labels.bar(name)}
          placeholder={placeholder}
          testId="bar-price-input"
        />
      </td>
    </tr>
  );
});

/** Only the filtered rows are rendered; each row is memoised and each input listens to its own cell. */
const ShopBarTable = memo(function ShopBarTable({
  rows,
  store,
  stale,
}: {
  rows: ProductView[];
  store: PriceDraftStore<TypePriceKey>;
  stale: boolean;
}) {
  const { t } = useTranslation();
  const labels = useMemo<RowLabels>(
    () => ({
      shop: (name) => t('adminPricing.shopBar.shopPriceFor', { name }),
      bar: (name) => t('adminPricing.shopBar.barPriceFor', { name }),
      inactive: t('adminPricing.common.inactive'),
    }),
    [t],
  );
  if (rows.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
        {t('adminPricing.filters.noMatches')}
      </p>
    );
  return (
    <div className={`overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm transition-opacity ${stale ? 'opacity-70' : ''}`}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('adminPricing.tabs.shopBar')}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-3">
              {t('adminPricing.columns.product')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('adminPricing.columns.brand')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('adminPricing.columns.weight')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('adminPricing.columns.sku')}
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              {t('adminPricing.columns.retail')}
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              {t('adminPricing.columns.wholesale')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('adminPricing.columns.shopPrice')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('adminPricing.columns.barPrice')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((product) => (
            <ShopBarRow key={product.id} product={product} store={store} language={currentLanguage()} labels={labels} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

export function ShopBarTab(props: ShopBarTabProps) {
  const { t } = useTranslation();
  const {
    total,
    rows,
    filter,
    onFilterChange,
    brands,
    categories,
    store,
    showTemplates,
    onToggleTemplates,
    onApplyTemplate,
    saving,
    message,
    onDismissMessage,
    stale,
    staleWriteNotice,
  } = props;
  return (
    <div className="space-y-4">
      <ProductFilters
        filter={filter}
        onChange={onFilterChange}
        brands={brands}
        categories={categories}
        withPriceRange
        shown={rows.length}
        total={total}
      />

      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="pricing-templates-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="pricing-templates-heading" className="font-semibold text-slate-900">
              {t('adminPricing.templates.title')}
            </h2>
            <p className="text-sm text-slate-600">{t('adminPricing.templates.appliesTo', { count: rows.length })}</p>
          </div>
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            onClick={onToggleTemplates}
            aria-expanded={showTemplates}
            aria-controls="pricing-templates"
          >
            {showTemplates ? t('adminPricing.templates.hide') : t('adminPricing.templates.show')}
          </Button>
        </div>
        {showTemplates ? (
          <div id="pricing-templates" className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {PRICING_TEMPLATES.map((template) => (
              <button
                key={template.id}
                type="button"
                data-testid={`template-${template.id}`}
                onClick={() => onApplyTemplate(template.id)}
                disabled={saving || rows.length === 0}
                className="rounded-md border border-teal-200 bg-teal-50 px-3 py-2 text-left hover:border-teal-500 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <span className="block text-sm font-semibold text-teal-900">{t(`adminPricing.templates.${template.id}.name`)}</span>
                <span className="block text-xs text-teal-800">{t(`adminPricing.templates.${template.id}.formula`)}</span>
              </button>
            ))}
          </div>
        ) : null}
      </section>

      <Notice notice={message} onDismiss={onDismissMessage} testId="pricing-banner" />
      {staleWriteNotice}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('adminPricing.shopBar.hint')}</p>
        <SaveBar {...props} />
      </div>

      <ShopBarTable rows={rows} store={store} stale={stale} />
    </div>
  );
}
