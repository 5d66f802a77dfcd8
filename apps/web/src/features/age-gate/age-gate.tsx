import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { api } from '@/lib/api-client.ts';
import { changeLanguage, LANGUAGE_KEY } from '@/lib/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { browserLanguage, gateLanguage, lookUpCountry, needsGate, readVerification, REJECT_URL, saveVerification } from './age-gate-state.ts';
import { answers } from '@/api/answers.ts';

const getAgeGate = () => api<{ success: true; version: number; geolocation_url: string | null }>('/age-gate', { answer: answers?.ageGate });

/** Visitors confirm they are 18 or older and represent a licensed business (valid 24 hours). */
export function AgeGate() {
  const { t } = useTranslation();
  const session = useSession();
  const gate = useQuery({ queryKey: ['age-gate'], queryFn: getAgeGate, staleTime: 5 * 60_000, enabled: !session });
  const [confirmedNow, setConfirmedNow] = useState(false);
  const version = gate.data?.version;
  const geolocationUrl = gate.data?.geolocation_url ?? null;
  const open = !session && version !== undefined && !confirmedNow && needsGate(readVerification(), version);
  const [detected, setDetected] = useState<'en' | 'lt'>(() => browserLanguage());

  // A visitor who never chose a language meets the gate in the browser's language, which the
  // optional geolocation service (3 s at most) may refine; the shop works without it.
  useEffect(() => {
    if (!open || localStorage.getItem(LANGUAGE_KEY)) return;
    let cancelled = false;
    if (browserLanguage() === 'lt') void changeLanguage('lt');
    void lookUpCountry(geolocationUrl).then((country) => {
      const language = gateLanguage(country);
      if (cancelled) return;
      setDetected(language);
      if (language === 'lt' && !localStorage.getItem(LANGUAGE_KEY)) void changeLanguage('lt');
    });
    return () => {
      cancelled = true;
    };
  }, [open, geolocationUrl]);

  if (!open || version === undefined) return null;
  const answer = (yes: boolean) => {
    saveVerification({
      isVerified: yes,
      hasBeenAsked: true,
      verificationDate: yes ? new Date().toISOString() : null,
      detectedLanguage: detected,
      version,
    });
    if (yes) setConfirmedNow(true);
    else window.location.assign(REJECT_URL);
  };
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
            <Button onClick={() => answer(true)} data-testid="age-gate-yes" className="flex-1">
              {t('ageGate.yes')}
            </Button>
            <Button variant="secondary" onClick={() => answer(false)} data-testid="age-gate-no" className="flex-1">
              {t('ageGate.no')}
            </Button>
          </div>
          <p className="mt-4 text-xs text-slate-500">{t('ageGate.note')}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
