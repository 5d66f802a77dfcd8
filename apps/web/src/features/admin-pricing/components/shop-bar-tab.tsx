import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, ProductView } from '@shop/domain';
import { currentLanguage } from '@/lib/i18n.ts';
import { Button } from '@/components/ui/button.tsx';
import { useDraftVersion, type PriceDraftStore } from '../draft-store.ts';
import { PRICING_TEMPLATES, wholesaleOf, type PricingTemplateId } from '../pricing-utils.ts';
import { moneyText } from '@/lib/money-text.ts';
import { MoneyCell, PriceCell, PricingTable, ProductCells, pricingColumn, productColumns } from './pricing-table.tsx';
import { ProductFilters, ProductPagePager } from './product-filters.tsx';
import type { ProductPage } from '../use-product-page.ts';
import { typePriceKey, type TypePriceKey } from '../stored-prices.ts';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';

interface ShopBarTabProps {
  /** The page of products shown, filtered on the server. */
  list: ProductPage;
  /** Every product of the catalogue (the stat card's count). */
  totalProducts: number | undefined;
  /** The stored prices of the page shown are known: only then can its cells be typed into (each keeps the version it began at). */
  ready: boolean;
  store: PriceDraftStore<TypePriceKey>;
  showTemplates: boolean;
  onToggleTemplates: () => void;
  onApplyTemplate: (id: PricingTemplateId) => void;
  onSave: () => void;
  onDiscard: () => void;
  saving: boolean;
  message: NoticeMessage | null;
  onDismissMessage: () => void;
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

const USER_TYPES = [
  { type: 'SHOP', key: 'shop' },
  { type: 'BAR', key: 'bar' },
] as const;

interface RowLabels {
  shop: (name: string) => string;
  bar: (name: string) => string;
  inactive: string;
}

const ShopBarRow = memo(function ShopBarRow({
  product,
  store,
  language,
  labels,
  disabled,
}: {
  product: ProductView;
  store: PriceDraftStore<TypePriceKey>;
  language: Language;
  labels: RowLabels;
  disabled: boolean;
}) {
  const wholesale = wholesaleOf(product);
  const name = `${product.brand} ${product.name} ${product.weight}`;
  return (
    <tr className="hover:bg-slate-50">
      <ProductCells product={product} inactiveLabel={labels.inactive} />
      <MoneyCell amount={product.price} language={language} />
      <MoneyCell amount={wholesale} language={language} strong />
      {USER_TYPES.map(({ type, key }) => (
        <PriceCell
          key={key}
          store={store}
          storeKey={typePriceKey(product.id, type)}
          productId={product.id}
          label={labels[key](name)}
          placeholder={moneyText(wholesale)}
          testId={`${key}-price-input`}
          disabled={disabled}
        />
      ))}
    </tr>
  );
});

/** Only the page's rows are rendered; each row is memoised and each input listens to its own cell. */
interface ShopBarTableProps {
  rows: ProductView[];
  store: PriceDraftStore<TypePriceKey>;
  stale: boolean;
  ready: boolean;
}

const ShopBarTable = memo(function ShopBarTable({ rows, store, stale, ready }: ShopBarTableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const labels = useMemo<RowLabels>(
    () => ({
      shop: (name) => t('adminPricing.shopBar.shopPriceFor', { name }),
      bar: (name) => t('adminPricing.shopBar.barPriceFor', { name }),
      inactive: t('adminPricing.common.inactive'),
    }),
    [t],
  );
  const columns = [
    ...productColumns(t),
    pricingColumn(t, 'retail', 'right'),
    pricingColumn(t, 'wholesale', 'right'),
    pricingColumn(t, 'shopPrice'),
    pricingColumn(t, 'barPrice'),
  ];
  return (
    <PricingTable caption={t('adminPricing.tabs.shopBar')} columns={columns} count={rows.length} stale={stale || !ready}>
      {rows.map((product) => (
        <ShopBarRow key={product.id} product={product} store={store} language={language} labels={labels} disabled={!ready} />
      ))}
    </PricingTable>
  );
});

export function ShopBarTab(props: ShopBarTabProps) {
  const { t } = useTranslation();
  const {
    list,
    totalProducts,
    ready,
    store,
    showTemplates,
    onToggleTemplates,
    onApplyTemplate,
    saving,
    message,
    onDismissMessage,
    staleWriteNotice,
  } = props;
  const { rows } = list;
  return (
    <div className="space-y-4">
      <ProductFilters list={list} total={totalProducts} />

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
                disabled={saving || !ready || rows.length === 0}
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

      <ShopBarTable rows={rows} store={store} stale={list.stale} ready={ready} />
      <ProductPagePager list={list} />
    </div>
  );
}
