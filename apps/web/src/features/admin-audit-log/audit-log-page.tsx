import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITIES } from '@shop/domain';
import { PageTitle } from '@/components/ui/card.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { countText } from '@/lib/count-text.ts';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useAddressFilters } from '@/lib/use-address-filters.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { AuditChangesList } from './components/audit-changes.tsx';
import { useAuditLog, type AuditFilters } from './get-audit-log.ts';

const FILTER_KEYS = ['entity', 'entity_id', 'actor', 'from', 'to'] as const satisfies ReadonlyArray<keyof AuditFilters>;
const td = 'px-4 py-3 align-top text-sm text-slate-800';

/** The audit log (issue 15): who changed what and when, filtered by record, person and days; the filters live in the address. */
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
  const { filters: typed, page, setFilter, goToPage } = useAddressFilters(FILTER_KEYS);
  // Typed filters wait for a pause before they ask the server.
  const filters = { ...typed, entity_id: useDebouncedValue(typed.entity_id, 300), actor: useDebouncedValue(typed.actor, 300) };
  const log = useAuditLog(filters, page);
  const entries = log.data?.entries ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={t('adminAuditLog.subtitle')}>{t('adminAuditLog.title')}</PageTitle>
      <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField
          label={t('adminAuditLog.filters.entity')}
          value={typed.entity}
          onChange={(event) => setFilter('entity', event.target.value)}
          options={[
            { value: '', label: t('adminAuditLog.filters.allEntities') },
            ...AUDIT_ENTITIES.map((value) => ({ value, label: t(`adminAuditLog.entities.${value}`) })),
          ]}
          data-testid="audit-entity"
        />
        <TextField
          label={t('adminAuditLog.filters.entityId')}
          value={typed.entity_id}
          onChange={(event) => setFilter('entity_id', event.target.value)}
          data-testid="audit-entity-id"
        />
        <TextField
          label={t('adminAuditLog.filters.actor')}
          value={typed.actor}
          onChange={(event) => setFilter('actor', event.target.value)}
          data-testid="audit-actor"
        />
        <TextField
          label={t('adminAuditLog.filters.from')}
          type="date"
          value={typed.from}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField label={t('adminAuditLog.filters.to')} type="date" value={typed.to} onChange={(event) => setFilter('to', event.target.value)} />
      </search>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite" data-testid="audit-count">
        {log.data ? countText(t, 'adminAuditLog.count', log.data.pagination) : ''}
      </p>
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
              <td className={td}>{entry.actor_email ?? t('adminAuditLog.system')}</td>
              <td className={`${td} font-mono text-xs`}>{entry.action}</td>
              <td className={`${td} whitespace-nowrap`}>
                {t(`adminAuditLog.entities.${entry.entity}`, { defaultValue: entry.entity })}
                {entry.entity_id ? ` #${entry.entity_id}` : ''}
              </td>
              <td className={td}>
                <AuditChangesList changes={entry.changes} />
              </td>
            </tr>
          ))}
        </DataTable>
      </TableState>
      <Pager page={page} pages={log.data?.pagination.pages ?? 1} capped={log.data?.pagination.capped} onPage={goToPage} busy={log.isFetching} />
    </div>
  );
}
