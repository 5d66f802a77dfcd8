import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToEuros, type AdminUser } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { MoneyInput } from '@/components/ui/money-input.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { errorText, isStaleWrite } from '@/lib/error-text.ts';
import { formatMoney } from '@/lib/format.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { moneyText, parseMoneyText } from '@/lib/money-text.ts';
import { useUserCredit } from '../api/get-user-credit.ts';
import { useUpdateUser } from '../api/update-user.ts';

function Row({ label, testId, children }: { label: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-medium tabular-nums text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

interface CreditLimitCardProps {
  user: AdminUser;
  onMessage: (message: NoticeMessage | null) => void;
  /** The save was refused because the account changed since the page read it (409 STALE_WRITE). */
  onStale: () => void;
}

/**
 * A customer's credit limit beside what it owes (decision 082): open invoices, of them overdue,
 * orders not invoiced yet, what is still available, and an overdue invoice that stops its checkout.
 * The limit is saved alone, on the account's version, like every other change to it.
 */
export function CreditLimitCard({ user, onMessage, onStale }: CreditLimitCardProps) {
  const { t } = useTranslation();
  const credit = useUserCredit(user.id);
  const update = useUpdateUser();
  const [text, setText] = useState(() => moneyText(user.credit_limit));
  const [error, setError] = useState<string | undefined>();
  const standing = credit.data;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    onMessage(null);
    setError(undefined);
    const empty = text.trim() === '';
    const cents = empty ? null : parseMoneyText(text);
    if (!empty && cents === null) return setError(t('staffValidation.creditLimitInvalid'));
    const limit = cents === null ? null : centsToEuros(cents);
    if (limit === user.credit_limit) return onMessage({ tone: 'info', text: t('adminUsers.messages.noChanges') });
    try {
      await update.mutateAsync({ id: user.id, body: { credit_limit: limit, version: user.version } });
      onMessage({
        tone: 'success',
        text: limit === null ? t('adminUsers.credit.removed') : t('adminUsers.credit.saved', { limit: formatMoney(limit) }),
      });
    } catch (failure) {
      if (isStaleWrite(failure)) return onStale();
      setError(serverFieldErrors(t, failure).credit_limit);
      onMessage({ tone: 'error', text: errorText(failure, t('adminUsers.errors.update')) });
    }
  };

  return (
    <Card title={t('adminUsers.credit.heading')}>
      <div data-testid="credit-card" className="space-y-4">
        {credit.isError ? <Alert tone="error">{errorText(credit.error, t('adminUsers.credit.loadFailed'))}</Alert> : null}
        {standing ? (
          <dl className="divide-y divide-slate-100">
            <Row label={t('adminUsers.credit.limit')} testId="credit-limit">
              {standing.credit_limit === null ? t('adminUsers.credit.noLimit') : formatMoney(standing.credit_limit)}
            </Row>
            <Row label={t('adminUsers.credit.open')} testId="credit-open">
              {formatMoney(standing.open_amount)}
            </Row>
            <Row label={t('adminUsers.credit.overdue')} testId="credit-overdue">
              {formatMoney(standing.overdue_amount)}
            </Row>
            <Row
              label={
                <>
                  {t('adminUsers.credit.uninvoiced')}
                  {standing.orders_counted ? null : <span className="block text-xs text-slate-500">{t('adminUsers.credit.notCounted')}</span>}
                </>
              }
              testId="credit-uninvoiced"
            >
              {formatMoney(standing.uninvoiced_amount)}
            </Row>
            {standing.available !== null ? (
              <Row label={t('adminUsers.credit.available')} testId="credit-available">
                {formatMoney(standing.available)}
              </Row>
            ) : null}
          </dl>
        ) : null}
        {standing?.blocked_by_overdue ? (
          <Alert tone="warning">
            {t('adminUsers.credit.blocked', { number: standing.blocked_by_overdue.number, count: standing.blocked_by_overdue.days })}
          </Alert>
        ) : null}
        <form onSubmit={(event) => void save(event)} noValidate className="space-y-3">
          <MoneyInput
            label={t('adminUsers.credit.field')}
            hint={t('adminUsers.credit.hint')}
            value={text}
            onValueChange={setText}
            error={error}
            allowZero
            data-testid="credit-limit-input"
          />
          <Button type="submit" variant="secondary" className="w-full" disabled={update.isPending} data-testid="credit-limit-save">
            {update.isPending ? t('adminUsers.credit.saving') : t('adminUsers.credit.save')}
          </Button>
        </form>
      </div>
    </Card>
  );
}
