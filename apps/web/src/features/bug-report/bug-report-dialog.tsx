import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useSubmitBugReport } from './api/submit-bug-report.ts';
import { clientLogs } from './log-buffer.ts';
import { capturePage } from './screenshot.ts';
import { SCREENSHOT_IGNORE_ATTRIBUTE } from './screenshot-ignore.ts';

const ignore = { [SCREENSHOT_IGNORE_ATTRIBUTE]: '' };

/** The bug-report dialog, loaded the first time someone opens it. */
export default function BugReportDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const [description, setDescription] = useState('');
  const [capturing, setCapturing] = useState(false);
  const submit = useSubmitBugReport();
  const submitting = capturing || submit.isPending;
  const setOpen = onOpenChange;

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
      <Dialog.Portal>
        <Dialog.Overlay {...ignore} className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...ignore}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
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
