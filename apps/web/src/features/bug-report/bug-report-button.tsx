import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearSpot } from './clear-spot.ts';
import { SCREENSHOT_IGNORE_ATTRIBUTE } from './screenshot-ignore.ts';

const ignore = { [SCREENSHOT_IGNORE_ATTRIBUTE]: '' };
const loadDialog = () => import('./bug-report-dialog.tsx');
const BugReportDialog = lazy(loadDialog);
const preload = () => void loadDialog();

/**
 * The red round button on every screen. Its dialog and the
 * screenshot code load when the pointer or the keyboard reaches the button, never with the page.
 * It covers no control: smaller on a phone (44 px, still a full touch target), the page ends with
 * room for it (the footer's bottom padding), and where a control passes under its spot it rises to
 * the nearest free one above (useClearSpot).
 */
export function BugReportButton() {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useClearSpot(buttonRef);
  return (
    <>
      <button
        type="button"
        ref={buttonRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        {...ignore}
        data-testid="bug-report-button"
        aria-label={t('bugReport.button')}
        title={t('bugReport.button')}
        className="fixed bottom-3 right-3 z-40 flex h-11 w-11 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 sm:bottom-5 sm:right-5 sm:h-14 sm:w-14"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6 sm:h-7 sm:w-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M8 2l1.9 1.9M16 2l-1.9 1.9M9 7.1V6a3 3 0 016 0v1.1M12 20c-3.3 0-6-2.7-6-6v-3a4 4 0 014-4h4a4 4 0 014 4v3c0 3.3-2.7 6-6 6zM12 20v-9M6.5 9.5L3 8M6 13H2M6.5 17.5L3 19M17.5 9.5L21 8M18 13h4M17.5 17.5L21 19" />
        </svg>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <BugReportDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
