import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field.tsx';

interface PeriodFilterProps {
  /** The days typed (`YYYY-MM-DD`, or empty). */
  from: string;
  to: string;
  labels: { from: string; to: string };
  /** `orders` gives the fields the test ids `orders-from` and `orders-to`. */
  testIdPrefix: string;
  onChange: (key: 'from' | 'to', day: string) => void;
}

/**
 * A list's period, two days both included: each field keeps the other within reach, and a reversed
 * period is said under "to" (the list does not ask the server for it).
 */
export function PeriodFilter({ from, to, labels, testIdPrefix, onChange }: PeriodFilterProps) {
  const { t } = useTranslation();
  const reversed = from !== '' && to !== '' && from > to;
  return (
    <>
      <TextField
        type="date"
        label={labels.from}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange('from', event.target.value)}
        data-testid={`${testIdPrefix}-from`}
      />
      <TextField
        type="date"
        label={labels.to}
        value={to}
        min={from || undefined}
        error={reversed ? t('validation.periodOrder') : undefined}
        onChange={(event) => onChange('to', event.target.value)}
        data-testid={`${testIdPrefix}-to`}
      />
    </>
  );
}
