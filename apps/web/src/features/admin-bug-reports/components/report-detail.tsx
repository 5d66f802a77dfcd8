import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BugReport } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useBugReport } from '../api/get-bug-report.ts';
import { useScreenshot } from '../api/get-screenshot.ts';
import { useUpdateBugReport } from '../api/update-bug-report.ts';
import { currentLanguage } from '@/lib/i18n.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children || '—'}</dd>
    </div>
  );
}

function Screenshot({ path }: { path: string }) {
  const { t } = useTranslation();
  const screenshot = useScreenshot(path);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!screenshot.data) return;
    const objectUrl = URL.createObjectURL(screenshot.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [screenshot.data]);
  if (screenshot.isError) return <p className="text-sm text-slate-500">{t('adminBugReports.detail.screenshotFailed')}</p>;
  if (!url) return <Spinner label={t('common.loading')} />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img
        src={url}
        alt={t('adminBugReports.detail.screenshotAlt')}
        data-testid="bug-report-screenshot"
        className="max-h-96 rounded border border-slate-200"
      />
    </a>
  );
}

function Logs({ logs }: { logs: BugReport['logs'] }) {
  const { t } = useTranslation();
  if (logs.length === 0) return <p className="text-sm text-slate-500">{t('adminBugReports.detail.noLogs')}</p>;
  const tone = (type: string) =>
    type === 'error' || type.startsWith('unhandled') ? 'text-red-700' : type === 'warn' ? 'text-amber-700' : 'text-slate-700';
  return (
    <ol className="max-h-72 divide-y divide-slate-100 overflow-auto rounded border border-slate-200 font-mono text-xs" data-testid="bug-report-logs">
      {logs.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a report's log is fixed and never reordered; two entries may be equal
        <li key={index} className="px-3 py-2">
          <div className="flex gap-3">
            <span className={`font-semibold ${tone(entry.type)}`}>{entry.type}</span>
            <span className="text-slate-500">{formatDateTime(entry.timestamp, currentLanguage())}</span>
          </div>
          <p className="whitespace-pre-wrap break-words text-slate-900">{entry.message}</p>
          {entry.stack ? <pre className="mt-1 whitespace-pre-wrap break-words text-slate-500">{entry.stack}</pre> : null}
        </li>
      ))}
    </ol>
  );
}

function Notes({ report }: { report: BugReport }) {
  const { t } = useTranslation();
  const update = useUpdateBugReport();
  const [notes, setNotes] = useState(report.notes ?? '');
  const [saved, setSaved] = useState(false);
  const save = () => {
    setSaved(false);
    update.mutate({ id: report.id, patch: { notes } }, { onSuccess: () => setSaved(true) });
  };
  return (
    <div>
      <TextareaField
        label={t('adminBugReports.detail.notes')}
        rows={3}
        value={notes}
        onChange={(event) => {
          setNotes(event.target.value);
          setSaved(false);
        }}
      />
      <div className="mt-2 flex items-center gap-3">
        <Button onClick={save} disabled={update.isPending}>
          {t('adminBugReports.detail.saveNotes')}
        </Button>
        {saved ? (
          <span role="status" className="text-sm text-green-700">
            {t('adminBugReports.detail.notesSaved')}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** The detail modal: the report's context, screenshot, console logs and the notes. */
export function ReportDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useBugReport(id);
  const report = query.data;
  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[94vw] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
          data-testid="bug-report-detail"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t('adminBugReports.detail.title', { id: id ?? '' })}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" className="px-2 py-1">
                {t('common.close')}
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('adminBugReports.detail.description')}</Dialog.Description>
          {!report ? (
            query.isError ? (
              <p className="mt-4 text-sm text-slate-600">{t('adminBugReports.detail.loadFailed')}</p>
            ) : (
              <Spinner label={t('common.loading')} />
            )
          ) : (
            <div className="mt-4 space-y-5">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Field label={t('adminBugReports.columns.date')}>{formatDateTime(report.created_at, currentLanguage())}</Field>
                <Field label={t('adminBugReports.columns.user')}>{report.user_email ?? t('adminBugReports.anonymous')}</Field>
                <Field label={t('adminBugReports.columns.url')}>{report.url}</Field>
                <Field label={t('adminBugReports.detail.screenResolution')}>{report.screen_resolution}</Field>
                <Field label={t('adminBugReports.detail.viewport')}>{report.viewport_size}</Field>
                <Field label={t('adminBugReports.detail.userAgent')}>{report.user_agent}</Field>
                <Field label={t('adminBugReports.detail.requestId')}>
                  {report.request_id && <code className="font-mono text-xs">{report.request_id}</code>}
                </Field>
              </dl>
              <section>
                <h3 className="mb-1 text-sm font-semibold text-slate-900">{t('adminBugReports.detail.descriptionLabel')}</h3>
                <p className="whitespace-pre-wrap break-words rounded bg-slate-50 p-3 text-sm text-slate-800">
                  {report.description || t('adminBugReports.detail.noDescription')}
                </p>
              </section>
              <section>
                <h3 className="mb-1 text-sm font-semibold text-slate-900">{t('adminBugReports.detail.screenshot')}</h3>
                {report.screenshot_url ? (
                  <Screenshot path={report.screenshot_url} />
                ) : (
                  <p className="text-sm text-slate-500">{t('adminBugReports.detail.noScreenshot')}</p>
                )}
              </section>
              <section>
                <h3 className="mb-1 text-sm font-semibold text-slate-900">{t('adminBugReports.detail.logs', { count: report.logs.length })}</h3>
                <Logs logs={report.logs} />
              </section>
              <Notes key={report.id} report={report} />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
