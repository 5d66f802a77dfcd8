import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { StepNumber } from '@/components/ui/step-number.tsx';
import { PRICING_TEMPLATES, type PricingTemplateId } from '../pricing-utils.ts';
import { RecentOrders } from './recent-orders.tsx';

interface OverviewTabProps {
  onSetShopPrices: () => void;
  onSetBarPrices: () => void;
  onCustomerOverrides: () => void;
  onQuickTemplate: () => void;
  onApplyTemplate: (id: PricingTemplateId) => void;
}

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

const LEVELS = [
  { key: 'level1', tone: 'border-slate-300 bg-slate-50', badge: 'bg-slate-600' },
  { key: 'level2', tone: 'border-sky-200 bg-sky-50', badge: 'bg-sky-600' },
  { key: 'level3', tone: 'border-teal-200 bg-teal-50', badge: 'bg-teal-700' },
] as const;

function QuickAction({ title, text, onClick, testId }: { title: string; text: string; onClick: () => void; testId: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className="flex flex-col items-start rounded-lg border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-teal-400 hover:bg-teal-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
    >
      <span className="font-semibold text-teal-800">{title}</span>
      <span className="mt-1 text-sm text-slate-600">{text}</span>
    </button>
  );
}

export function OverviewTab({ onSetShopPrices, onSetBarPrices, onCustomerOverrides, onQuickTemplate, onApplyTemplate }: OverviewTabProps) {
  const { t } = useTranslation();
  const quickActions = [
    { key: 'setShopPrices', testId: 'quick-set-shop', onClick: onSetShopPrices },
    { key: 'setBarPrices', testId: 'quick-set-bar', onClick: onSetBarPrices },
    { key: 'customerOverrides', testId: 'quick-customer-overrides', onClick: onCustomerOverrides },
    { key: 'quickTemplate', testId: 'quick-template', onClick: onQuickTemplate },
  ] as const;
  return (
    <div className="space-y-6">
      <Card title={t('adminPricing.overview.hierarchyTitle')}>
        <p className="mb-4 text-sm text-slate-600">{t('adminPricing.overview.hierarchyIntro')}</p>
        <ol className="grid gap-3 md:grid-cols-3">
          {LEVELS.map((level, index) => (
            <li key={level.key} className={`rounded-lg border p-4 ${level.tone}`}>
              <div className="flex items-center gap-2">
                <StepNumber value={index + 1} className={`h-6 w-6 text-xs ${level.badge}`} />
                <h3 className="font-semibold text-slate-900">{t(`adminPricing.overview.${level.key}.title`)}</h3>
              </div>
              <p className="mt-2 text-sm text-slate-700">{t(`adminPricing.overview.${level.key}.text`)}</p>
            </li>
          ))}
        </ol>
      </Card>

      <Card title={t('adminPricing.overview.quickActionsTitle')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {quickActions.map(({ key, testId, onClick }) => (
            <QuickAction
              key={key}
              testId={testId}
              title={t(`adminPricing.overview.${key}`)}
              text={t(`adminPricing.overview.${key}Text`)}
              onClick={onClick}
            />
          ))}
        </div>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('adminPricing.templates.title')}>
          <p className="mb-3 text-sm text-slate-600">{t('adminPricing.overview.templatesIntro')}</p>
          <ul className="space-y-2">
            {PRICING_TEMPLATES.map((template) => (
              <li key={template.id} className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">{t(`adminPricing.templates.${template.id}.name`)}</p>
                  <p className="text-xs text-slate-500">{t(`adminPricing.templates.${template.id}.formula`)}</p>
                </div>
                <button
                  type="button"
                  onClick={() => onApplyTemplate(template.id)}
                  className="shrink-0 rounded-md border border-teal-700 px-3 py-1 text-sm font-medium text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600"
                >
                  {t('adminPricing.templates.apply')}
                </button>
              </li>
            ))}
          </ul>
        </Card>

        <Card title={t('adminPricing.overview.recentOrdersTitle')}>
          <RecentOrders />
        </Card>
      </div>

      <Card title={t('adminPricing.overview.priorityTitle')}>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {(['custom', 'userType', 'wholesale', 'regular'] as const).map((key, index) => (
            <li key={key} className="flex gap-3 rounded-lg border border-slate-200 p-3">
              <StepNumber value={index + 1} className="h-7 w-7 bg-teal-700 text-sm" />
              <div>
                <p className="text-sm font-semibold text-slate-900">{t(`adminPricing.overview.priority.${key}.title`)}</p>
                <p className="text-xs text-slate-600">{t(`adminPricing.overview.priority.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>

      <div className="flex flex-wrap gap-3">
        <Link to="/admin/products" className={`${linkButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
          <span aria-hidden="true">←</span> {t('adminPricing.overview.backToProducts')}
        </Link>
        <Link to="/admin/orders" className={`${linkButton} bg-teal-700 text-white hover:bg-teal-800`}>
          {t('adminPricing.overview.viewAllOrders')}
        </Link>
      </div>
    </div>
  );
}
