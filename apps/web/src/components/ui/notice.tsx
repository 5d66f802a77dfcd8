import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';

type NoticeTone = 'success' | 'error' | 'info' | 'warning';

/** A message a screen shows inline after an action: the one shape every feature uses. */
export interface NoticeMessage {
  tone: NoticeTone;
  text: string;
}

/** A success message clears after 5 seconds where the screen asks for it. */
export const SUCCESS_NOTICE_MS = 5000;

/**
 * The notice state of a screen. With `successMs`, a success clears itself after that time; errors
 * and the other tones stay until replaced or cleared.
 */
export function useNotice(successMs?: number) {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(
    (next: NoticeMessage | null) => {
      window.clearTimeout(timer.current);
      setNotice(next);
      if (next?.tone === 'success' && successMs !== undefined) timer.current = window.setTimeout(() => setNotice(null), successMs);
    },
    [successMs],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [notice, show] as const;
}

/**
 * An inline notice: nothing when there is none; an error is announced at once (role="alert"), the
 * other tones politely (role="status"). With `onDismiss` it has a close button.
 */
export function Notice({
  notice,
  onDismiss,
  testId,
  className,
}: {
  notice: NoticeMessage | null;
  onDismiss?: () => void;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <div className={`relative ${className ?? ''}`} data-testid={testId} data-tone={notice.tone}>
      <Alert tone={notice.tone}>
        <span className={onDismiss ? 'block pr-8' : undefined}>{notice.text}</span>
      </Alert>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('ui.dismiss')}
          className="absolute right-2 top-2 rounded p-1 text-lg leading-none text-slate-500 hover:bg-black/5 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
