import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';

/** The gate's dialog: loaded only when a visitor must answer it, so nobody else downloads the dialog code. */
export default function AgeGateDialog({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/80 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="age-gate"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">{t('ageGate.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm leading-6 text-slate-600">{t('ageGate.question')}</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
