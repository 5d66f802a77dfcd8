import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';

export interface PricingMessage {
  tone: 'success' | 'error' | 'info' | 'warning';
  text: string;
}

/** Spec section 9: a bulk save's success message clears after 5 seconds. */
export const SUCCESS_MESSAGE_MS = 5000;

/** A message that clears itself after 5 s when it reports a success; errors stay until replaced. */
export function useTimedMessage() {
  const [message, setMessage] = useState<PricingMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback((next: PricingMessage | null) => {
    window.clearTimeout(timer.current);
    setMessage(next);
    if (next?.tone === 'success') timer.current = window.setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [message, show] as const;
}

export function PricingBanner({ message, onDismiss }: { message: PricingMessage | null; onDismiss?: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div className="relative">
      <div data-testid="pricing-banner" data-tone={message.tone}>
        <Alert tone={message.tone}>
          <span className={onDismiss ? 'block pr-8' : undefined}>{message.text}</span>
        </Alert>
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('adminPricing.common.dismiss')}
          className="absolute right-2 top-2 rounded p-1 text-lg leading-none text-slate-500 hover:bg-black/5 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
