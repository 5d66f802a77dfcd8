import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { staffInviteSchema } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useInviteStaff } from '../api/invite-staff.ts';
import { roleOptions } from './role-options.ts';

type InviteValues = z.input<typeof staffInviteSchema>;
type InviteOutput = z.output<typeof staffInviteSchema>;
const FIELDS = ['email', 'name', 'role', 'language'] as const;

/** An owner invites a member of staff: the mail's link lets them set a password (valid 72 hours). */
export function InviteStaffForm({ onMessage }: { onMessage: (message: NoticeMessage | null) => void }) {
  const { t } = useTranslation();
  const invite = useInviteStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues, unknown, InviteOutput>({
    resolver: zodResolver(staffInviteSchema),
    defaultValues: { email: '', name: '', role: 'sales', language: currentLanguage() },
  });
  const field = fieldBinder(t, register, errors);

  const onSubmit = handleSubmit(async (values) => {
    onMessage(null);
    try {
      const member = await invite.mutateAsync(values);
      reset({ email: '', name: '', role: values.role, language: values.language });
      onMessage({ tone: 'success', text: t('staffRoles.invite.sent', { email: member.email }) });
    } catch (error) {
      applyServerFieldErrors(t, error, setError, FIELDS);
      onMessage({ tone: 'error', text: errorText(error, t('staffRoles.invite.failed')) });
    }
  });

  const busy = isSubmitting || invite.isPending;
  return (
    <Card title={t('staffRoles.invite.title')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="staff-invite-form">
        <TextField label={t('staffRoles.invite.email')} type="email" autoComplete="off" {...field('email')} />
        <TextField label={t('staffRoles.invite.name')} autoComplete="off" {...field('name')} />
        <SelectField label={t('staffRoles.invite.role')} options={roleOptions(t)} {...field('role')} />
        <SelectField
          label={t('staffRoles.invite.language')}
          options={[
            { value: 'lt', label: t('nav.languageName.lt') },
            { value: 'en', label: t('nav.languageName.en') },
          ]}
          {...field('language')}
        />
        <p className="text-sm text-slate-600 sm:col-span-2 lg:col-span-3">{t('staffRoles.invite.hint')}</p>
        <div className="flex items-end justify-end">
          <Button type="submit" disabled={busy} data-testid="staff-invite-submit">
            {busy ? t('staffRoles.invite.sending') : t('staffRoles.invite.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
