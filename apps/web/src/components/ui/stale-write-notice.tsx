import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

interface StaleWriteNoticeProps {
  /** Fetches the record again and puts the server's current data into the form. */
  onReload: () => void;
  reloading?: boolean;
  /** What Reload does to the operator's typing; the default says the edit is to be made again. */
  hint?: string;
}

/** A save was refused because someone else changed the record since it was opened (409 STALE_WRITE). */
export function StaleWriteNotice({ onReload, reloading = false, hint }: StaleWriteNoticeProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // The save that was refused is usually at the bottom of a long form: bring the notice to the eye
  // (and the keyboard focus to it), instead of leaving it above the fold.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    box.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      data-testid="stale-write-notice"
      className="flex flex-col outline-none gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold">{t('errors.staleWrite')}</p>
        <p className="mt-1">{hint ?? t('errors.staleWriteHint')}</p>
      </div>
      <Button
        variant="secondary"
        className="shrink-0"
        onClick={onReload}
        disabled={reloading}
        aria-busy={reloading || undefined}
        data-testid="stale-write-reload"
      >
        <span aria-hidden="true" className={reloading ? 'animate-spin' : ''}>
          ↻
        </span>
        {reloading ? t('common.reloading') : t('common.reload')}
      </Button>
    </div>
  );
}
