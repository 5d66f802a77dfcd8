import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { LanguageSwitcher } from '@/components/ui/language-switcher.tsx';

/**
 * The gate's dialog, part of the app's first script (decision 114: under a kilobyte, and loading it
 * on demand held a new visitor's first sight of the gate back by a round trip). It is the browser's own modal
 * dialog: the page behind it is inert and focus stays inside without any code of ours walking the
 * page, so a phone opens it at once over the prerendered page. There is no way out but an answer.
 * The page's language switch is behind it too, so the dialog carries its own.
 */
export default function AgeGateDialog({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const questionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    // The answer has the focus, not the language switch that comes first.
    dialog.querySelector<HTMLButtonElement>('[data-testid="age-gate-yes"]')?.focus();
    // The page behind holds still until the gate is answered.
    const page = document.documentElement;
    const overflow = page.style.overflow;
    page.style.overflow = 'hidden';
    // Escape is refused; a browser that closes the dialog anyway (after a second Escape) gets it back.
    const refuse = (event: Event) => event.preventDefault();
    const reopen = () => {
      if (dialog.isConnected && !dialog.open) dialog.showModal();
    };
    dialog.addEventListener('cancel', refuse);
    dialog.addEventListener('close', reopen);
    return () => {
      page.style.overflow = overflow;
      dialog.removeEventListener('cancel', refuse);
      dialog.removeEventListener('close', reopen);
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      data-testid="age-gate"
      data-age-gate=""
      aria-labelledby={titleId}
      aria-describedby={questionId}
      className="m-auto w-[92vw] max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-900/80"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {t('ageGate.title')}
        </h2>
        <LanguageSwitcher className="shrink-0" />
      </div>
      <p id={questionId} className="mt-3 text-sm leading-6 text-slate-600">
        {t('ageGate.question')}
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('ageGate.adult')}</li>
        <li>{t('ageGate.business')}</li>
      </ul>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Button onClick={() => onAnswer(true)} data-testid="age-gate-yes" className="flex-1">
          {t('ageGate.yes')}
        </Button>
        <Button variant="secondary" onClick={() => onAnswer(false)} data-testid="age-gate-no" className="flex-1">
          {t('ageGate.no')}
        </Button>
      </div>
      <p className="mt-4 text-xs text-slate-500">{t('ageGate.note')}</p>
    </dialog>
  );
}
