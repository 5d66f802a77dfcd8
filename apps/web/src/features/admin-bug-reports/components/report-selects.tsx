import { useTranslation } from 'react-i18next';
import { BUG_REPORT_PRIORITIES, BUG_REPORT_STATUSES, type BugReportPriority, type BugReportStatus, type BugReportSummary } from '@shop/domain';
import { useUpdateBugReport } from '../api/update-bug-report.ts';

const selectClass = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:outline-2 focus:outline-teal-600';

/** Status and priority dropdowns of one report: any value at any time, saved at once. */
export function ReportSelects({ report }: { report: BugReportSummary }) {
  const { t } = useTranslation();
  const update = useUpdateBugReport();
  return (
    <>
      <td className="px-3 py-2">
        <select
          className={selectClass}
          aria-label={t('adminBugReports.statusOf', { id: report.id })}
          value={report.status}
          onChange={(event) => update.mutate({ id: report.id, patch: { status: event.target.value as BugReportStatus } })}
        >
          {BUG_REPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`adminBugReports.status.${status}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="px-3 py-2">
        <select
          className={selectClass}
          aria-label={t('adminBugReports.priorityOf', { id: report.id })}
          value={report.priority}
          onChange={(event) => update.mutate({ id: report.id, patch: { priority: event.target.value as BugReportPriority } })}
        >
          {BUG_REPORT_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`adminBugReports.priority.${priority}`)}
            </option>
          ))}
        </select>
      </td>
    </>
  );
}
