import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordFormSchema } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { useChangePassword } from '../api/change-password.ts';
import { errorText } from '@/lib/error-text.ts';
import type { NoticeMessage } from '@/components/ui/notice.tsx';

type ChangePasswordValues = z.input<typeof changePasswordFormSchema>;
type ChangePasswordOutput = z.output<typeof changePasswordFormSchema>;

/** Only the password change is sent from this form; the company data is a separate form. */
export function ChangePasswordForm({ onMessage }: { onMessage: (message: NoticeMessage | null) => void }) {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues, unknown, ChangePasswordOutput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const field = fieldBinder(t, register, errors);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    onMessage(null);
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      reset();
      onMessage({ tone: 'success', text: t('profile.passwordChanged') });
    } catch (error) {
      // A new password the server refuses (decision 018: too common…) is shown at its field, in the reader's language.
      if (!applyServerFieldErrors(t, error, setError, ['currentPassword', 'newPassword']))
        onMessage({ tone: 'error', text: errorText(error, t('profile.passwordChangeFailed')) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.changePassword')} className="max-w-md space-y-4">
      <TextField label={t('profile.fields.currentPassword')} type="password" autoComplete="current-password" required {...field('currentPassword')} />
      <TextField
        label={t('profile.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('profile.passwordHint')}
        {...field('newPassword')}
      />
      <TextField label={t('profile.fields.confirmPassword')} type="password" autoComplete="new-password" required {...field('confirmPassword')} />
      <div className="flex justify-end border-t border-slate-100 pt-4">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('profile.updatingPassword') : t('profile.updatePassword')}
        </Button>
      </div>
    </form>
  );
}
