import { useTranslation } from 'react-i18next';
import { AUDIT_GROUPS } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { countText } from '@/lib/count-text.ts';
import { formatDateTime } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useAddressFilters } from '@/lib/use-address-filters.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useDownload } from '@/lib/use-download.ts';
import { auditWording } from './audit-wording.ts';
import { AuditChangesList } from './components/audit-changes.tsx';
import { downloadAuditLog, useAuditLog, type AuditFilters } from './get-audit-log.ts';

const FILTER_KEYS = ['reference', 'company', 'actor', 'group', 'from', 'to'] as const satisfies ReadonlyArray<keyof AuditFilters>;
const td = 'px-4 py-3 align-top text-sm text-slate-800';

/**
 * The audit log (decision 095): who changed what and when, in the reader's words; filtered
 * by an order's or a document's number or a SKU, company, person, kind of action and days (sign-ins
 * only when chosen); the filtered view downloads as CSV. The filters live in the address.
 */
export default function AuditLogPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminAuditLog.title')} noindex />
      <AuditLogContent />
    </>
  );
}

function AuditLogContent() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const words = auditWording(t, language);
  const { filters: typed, page, setFilter, goToPage } = useAddressFilters(FILTER_KEYS);
  // Typed filters wait for a pause before they ask the server.
  const filters = {
    ...typed,
    reference: useDebouncedValue(typed.reference, 300),
    company: useDebouncedValue(typed.company, 300),
    actor: useDebouncedValue(typed.actor, 300),
  };
  const log = useAuditLog(filters, page);
  const csv = useDownload(t('adminAuditLog.export.failed'));
  const entries = log.data?.entries ?? [];
  const text = (key: (typeof FILTER_KEYS)[number], testId: string) => (
    <TextField
      label={t(`adminAuditLog.filters.${key}`)}
      value={typed[key]}
      onChange={(event) => setFilter(key, event.target.value)}
      data-testid={testId}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={t('adminAuditLog.subtitle')}>{t('adminAuditLog.title')}</PageTitle>
      <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        {text('reference', 'audit-reference')}
        {text('company', 'audit-company')}
        {text('actor', 'audit-actor')}
        <SelectField
          label={t('adminAuditLog.filters.group')}
          value={typed.group}
          onChange={(event) => setFilter('group', event.target.value)}
          options={[
            { value: '', label: t('adminAuditLog.filters.allGroups') },
            ...AUDIT_GROUPS.map((value) => ({ value, label: t(`adminAuditLog.groups.${value}`) })),
          ]}
          data-testid="audit-group"
        />
        <TextField
          label={t('adminAuditLog.filters.from')}
          type="date"
          value={typed.from}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField label={t('adminAuditLog.filters.to')} type="date" value={typed.to} onChange={(event) => setFilter('to', event.target.value)} />
      </search>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="audit-count">
          {log.data ? countText(t, 'adminAuditLog.count', log.data.pagination) : ''}
          {!typed.group && log.data ? ` ${t('adminAuditLog.signInsHidden')}` : ''}
        </p>
        <div className="flex flex-col items-end gap-1">
          <Button variant="secondary" data-testid="audit-export" disabled={csv.busy} onClick={() => void csv.start(() => downloadAuditLog(filters))}>
            {csv.busy ? t('adminAuditLog.export.busy') : t('adminAuditLog.export.button')}
          </Button>
          {csv.error ? (
            <p role="alert" className="text-sm text-red-700">
              {csv.error}
            </p>
          ) : null}
        </div>
      </div>
      <TableState
        query={log}
        empty={entries.length === 0}
        emptyTitle={t('adminAuditLog.empty')}
        loadingLabel={t('adminAuditLog.loading')}
        errorFallback={t('adminAuditLog.failed')}
        onRetry={() => void log.refetch()}
      >
        <DataTable
          caption={t('adminAuditLog.title')}
          busy={log.isFetching}
          columns={[
            { key: 'at', label: t('adminAuditLog.columns.at') },
            { key: 'actor', label: t('adminAuditLog.columns.actor') },
            { key: 'action', label: t('adminAuditLog.columns.action') },
            { key: 'record', label: t('adminAuditLog.columns.record') },
            { key: 'changes', label: t('adminAuditLog.columns.changes') },
          ]}
        >
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry">
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(entry.at, language)}</td>
              <td className={`${td} break-all`}>{entry.actor_email ?? t('adminAuditLog.system')}</td>
              <td className={td} data-testid="audit-action" data-action={entry.action}>
                {words.action(entry.action)}
              </td>
              <td className={td} data-testid="audit-record">
                <span className="whitespace-nowrap">
                  {t(`adminAuditLog.entities.${entry.entity}`, { defaultValue: entry.entity })}{' '}
                  <span className="font-mono">{entry.reference ?? (entry.entity_id ? `#${entry.entity_id}` : '')}</span>
                </span>
                {entry.label ? <span className="block text-xs text-slate-600">{entry.label}</span> : null}
              </td>
              <td className={td}>
                <AuditChangesList changes={entry.changes} entity={entry.entity} />
              </td>
            </tr>
          ))}
        </DataTable>
      </TableState>
      <Pager page={page} pages={log.data?.pagination.pages ?? 1} capped={log.data?.pagination.capped} onPage={goToPage} busy={log.isFetching} />
    </div>
  );
}
