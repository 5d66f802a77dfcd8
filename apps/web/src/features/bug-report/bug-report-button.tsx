import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useSubmitBugReport } from './api/submit-bug-report.ts';
import { clientLogs } from './log-buffer.ts';
import { capturePage, SCREENSHOT_IGNORE_ATTRIBUTE } from './screenshot.ts';

const ignore = { [SCREENSHOT_IGNORE_ATTRIBUTE]: '' };

/** The red round button on every screen and its dialog (customer spec §2 "Bug-report button", §4). */
export function BugReportButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const [capturing, setCapturing] = useState(false);
  const submit = useSubmitBugReport();
  const submitting = capturing || submit.isPending;

  const send = async () => {
    setCapturing(true);
    const screenshot = await capturePage();
    setCapturing(false);
    submit.mutate(
      { description, logs: clientLogs.entries(), screenshot },
      {
        onSuccess: () => {
          setOpen(false);
          setDescription('');
          clientLogs.clear();
          toast.success(t('bugReport.success'));
        },
        onError: (error) => {
          console.error('Bug report failed', error);
          toast.error(t('bugReport.failure'));
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !submitting && setOpen(next)}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          {...ignore}
          data-testid="bug-report-button"
          aria-label={t('bugReport.button')}
          title={t('bugReport.button')}
          className="fixed bottom-5 right-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-7 w-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M8 2l1.9 1.9M16 2l-1.9 1.9M9 7.1V6a3 3 0 016 0v1.1M12 20c-3.3 0-6-2.7-6-6v-3a4 4 0 014-4h4a4 4 0 014 4v3c0 3.3-2.7 6-6 6zM12 20v-9M6.5 9.5L3 8M6 13H2M6.5 17.5L3 19M17.5 9.5L21 8M18 13h4M17.5 17.5L21 19" />
          </svg>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay {...ignore} className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...ignore}
          data-testid="bug-report-dialog"
          className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{t('bugReport.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{t('bugReport.intro')}</Dialog.Description>
          <TextareaField
            className="mt-4"
            label={t('bugReport.descriptionLabel')}
            placeholder={t('bugReport.placeholder')}
            rows={4}
            maxLength={10_000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            disabled={submitting}
          />
          <p className="mt-4 text-sm font-medium text-slate-700">{t('bugReport.collectedTitle')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-600">
            <li>{t('bugReport.collected.page')}</li>
            <li>{t('bugReport.collected.browser')}</li>
            <li>{t('bugReport.collected.logs')}</li>
            <li>{t('bugReport.collected.screenshot')}</li>
          </ul>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={submitting}>
              {t('bugReport.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void send()} disabled={submitting} data-testid="bug-report-submit">
              {submitting ? t('bugReport.submitting') : t('bugReport.submit')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
