import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '@/lib/permissions.ts';
import { lowStockThreshold, type LowStockProduct } from '@shop/domain';
import { useSettings, useUpdateSettings } from '@/api/settings/shop-settings.ts';
import { useLowStock } from '@/api/stock-alerts/low-stock.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Notice, SUCCESS_NOTICE_MS, useNotice } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';

/** How many low products the card shows before "Show all". */
const SHOWN = 10;

/**
 * The administrators' "Low stock" card: active products at or below their alert level,
 * lowest stock first, each a link to its edit form; below it, the shop's default alert level.
 */
export function LowStockList() {
  const { t } = useTranslation();
  const query = useLowStock();
  const [all, setAll] = useState(false);
  const products = query.data?.products ?? [];
  const shown = all ? products : products.slice(0, SHOWN);
  // The warehouse changes stock on the stock page; products are edited by a role holding products.manage (decision 093).
  const editsProducts = useCan('products.manage');

  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          {t('dashboard.lowStock.title')}
          {products.length > 0 ? <Badge tone="warning">{t('dashboard.lowStock.count', { count: products.length })}</Badge> : null}
        </span>
      }
      actions={
        <Link
          to={editsProducts ? '/admin/products' : '/admin/products/bulk-stock'}
          className="text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline"
        >
          {t('dashboard.lowStock.allProducts')}
        </Link>
      }
    >
      <div data-testid="low-stock-list" aria-busy={query.isPending || undefined}>
        <p className="text-sm text-slate-600">{t('dashboard.lowStock.description')}</p>
        {query.isPending ? (
          <Spinner label={t('dashboard.loading')} />
        ) : query.isError ? (
          <p role="alert" className="py-4 text-sm text-red-700">
            {errorText(query.error, t('dashboard.lowStock.failedToLoad'))}
          </p>
        ) : products.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">{t('dashboard.lowStock.empty')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {shown.map((product) => (
              <LowStockItem key={product.id} product={product} linked={editsProducts} />
            ))}
          </ul>
        )}
        {products.length > SHOWN ? (
          <Button variant="secondary" className="mt-2" onClick={() => setAll(!all)} data-testid="low-stock-toggle">
            {all ? t('dashboard.lowStock.showFewer') : t('dashboard.lowStock.showAll', { total: products.length })}
          </Button>
        ) : null}
      </div>
      <LowStockDefault />
    </Card>
  );
}

function LowStockItem({ product, linked }: { product: LowStockProduct; linked: boolean }) {
  const { t } = useTranslation();
  const name = `${product.brand} ${product.name} ${product.weight}`;
  return (
    <li data-testid="low-stock-item" data-sku={product.sku} className="flex items-center justify-between gap-3 px-2 py-3">
      {/* Only the product's name is the link: the rest of the row leaves room for the bug-report button on a phone. */}
      <div className="min-w-0">
        {linked ? (
          <Link
            to={`/admin/products?tab=edit&id=${product.id}`}
            className="block truncate font-medium text-teal-800 hover:underline"
            aria-label={t('dashboard.lowStock.edit', { name, sku: product.sku })}
          >
            {name}
          </Link>
        ) : (
          <p className="truncate font-medium text-slate-900">{name}</p>
        )}
        <p className="truncate text-sm text-slate-500">
          {product.sku} · {product.flavor}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Badge tone={product.stock <= 0 ? 'danger' : 'warning'}>
          {product.stock <= 0 ? t('dashboard.lowStock.soldOut') : t('dashboard.lowStock.left', { stock: product.stock })}
        </Badge>
        <span className="text-xs text-slate-500" data-testid="low-stock-threshold">
          {product.uses_default
            ? t('dashboard.lowStock.alertAtDefault', { level: product.threshold })
            : t('dashboard.lowStock.alertAt', { level: product.threshold })}
        </span>
      </div>
    </li>
  );
}

/** The shop default alert level, for products without one of their own (a shop setting, under the settings' one version). */
function LowStockDefault() {
  const { t } = useTranslation();
  const settings = useSettings();
  const update = useUpdateSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [notice, showNotice] = useNotice(SUCCESS_NOTICE_MS);
  const staleWrite = useStaleWrite();
  const value = draft ?? (settings.data ? String(settings.data.low_stock_default) : '');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    showNotice(null);
    staleWrite.dismiss();
    const parsed = lowStockThreshold.safeParse(value.trim() === '' ? Number.NaN : Number(value));
    if (!parsed.success) {
      setFieldError(t('validation.lowStockInvalid'));
      return;
    }
    setFieldError(undefined);
    try {
      await update.mutateAsync({ low_stock_default: parsed.data, version: settings.data?.version });
      setDraft(null);
      showNotice({ tone: 'success', text: t('dashboard.lowStock.defaultSaved', { level: parsed.data }) });
    } catch (error) {
      if (!staleWrite.caught(error)) showNotice({ tone: 'error', text: errorText(error, t('dashboard.lowStock.defaultFailed')) });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 border-t border-slate-100 pt-4" data-testid="low-stock-default">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          className="w-48"
          label={t('dashboard.lowStock.defaultLabel')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          onChange={(event) => setDraft(event.target.value)}
          disabled={!settings.data || update.isPending}
          error={fieldError}
        />
        <Button type="submit" variant="secondary" disabled={!settings.data || update.isPending || staleWrite.stale}>
          {update.isPending ? t('dashboard.lowStock.saving') : t('dashboard.lowStock.saveDefault')}
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-500">{t('dashboard.lowStock.defaultHint')}</p>
      <Notice notice={notice} className="mt-3" />
      {staleWrite.stale ? (
        <div className="mt-3">
          <StaleWriteNotice
            onReload={() =>
              void staleWrite.reload(async () => {
                setDraft(null);
                await settings.refetch();
              })
            }
            reloading={staleWrite.reloading}
            hint={t('dashboard.lowStock.staleHint')}
          />
        </div>
      ) : null}
    </form>
  );
}
