import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPriceBoundReason } from '@shop/domain';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

/**
 * Saving prices that may break their bounds (decision 061): the save is sent as it is; when the
 * server refuses it for a price bound (a SHOP, BAR or customer price above the public price, a
 * public price below the wholesale price), a dialog shows the refusal with the limit it names and
 * asks; "Save anyway" sends it again with `confirm_price_limits: true`, which the audit log records.
 * Render `dialog` once on the screen.
 */
export function usePriceLimitsConfirm() {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const close = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setRefusal(null);
  };

  /** The request's answer; null when the administrator chose not to save beyond the limit. */
  const send = async <T,>(request: (confirm: boolean) => Promise<T>): Promise<T | null> => {
    try {
      return await request(false);
    } catch (error) {
      if (!(error instanceof ApiError) || !isPriceBoundReason(error.reason)) throw error;
      const confirmed = await new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setRefusal(errorText(error));
      });
      return confirmed ? request(true) : null;
    }
  };

  const dialog = (
    <ConfirmDialog
      open={refusal !== null}
      onOpenChange={(open) => {
        if (!open) close(false);
      }}
      title={t('moneyInput.limitsTitle')}
      description={<span data-testid="price-limits-refusal">{t('moneyInput.limitsBody', { refusal: refusal ?? '' })}</span>}
      confirmLabel={t('moneyInput.limitsConfirm')}
      cancelLabel={t('moneyInput.limitsCancel')}
      onConfirm={() => close(true)}
      tone="primary"
    />
  );

  return { send, dialog };
}
