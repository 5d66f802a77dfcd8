import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shop/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';

interface DeleteUserDialogProps {
  /** The account to delete; the dialog is open while there is one. */
  user: AdminUser | null;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
}

/**
 * The confirmation before deleting a customer. It says beforehand what will happen (decision 048):
 * a customer with orders is anonymised, its orders and documents kept; one without is deleted.
 */
export function DeleteUserDialog({ user, onClose, onConfirm, busy }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const name = user?.company_name || user?.email || '';
  const orders = user?.order_count ?? 0;
  const anonymise = orders > 0;
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={anonymise ? t('adminUsers.deleteDialog.titleAnonymise') : t('adminUsers.deleteDialog.title')}
      description={
        anonymise ? t('adminUsers.deleteDialog.willAnonymise', { name, count: orders }) : t('adminUsers.deleteDialog.willDelete', { name })
      }
      confirmLabel={
        busy
          ? t('adminUsers.deleteDialog.deleting')
          : anonymise
            ? t('adminUsers.deleteDialog.confirmAnonymise')
            : t('adminUsers.deleteDialog.confirm')
      }
      cancelLabel={t('adminUsers.deleteDialog.cancel')}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}
