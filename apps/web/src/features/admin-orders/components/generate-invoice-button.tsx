import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_CONSEQUENCES, type AdminOrderListRow } from '@shop/domain';
import { useCreateAdminInvoice } from '@/api/documents/admin/create-invoice.ts';
import { ConsequenceDialog } from '@/components/documents/consequence-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { errorText } from '@/lib/error-text.ts';

/**
 * The list's "Generate invoice" of an ended order without one: it asks first, naming
 * the invoice it issues and e-mails; the lists refresh after it.
 */
export function GenerateInvoiceButton({
  order,
  onNotice,
}: {
  order: Pick<AdminOrderListRow, 'id' | 'order_number'>;
  onNotice: (notice: NoticeMessage) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAdminInvoice();
  const [asking, setAsking] = useState(false);
  const onGenerate = async () => {
    setAsking(false);
    if (create.isPending) return;
    try {
      const answer = await create.mutateAsync(order.id);
      onNotice({ tone: 'success', text: t('adminOrders.documents.invoiceGenerated', { number: answer.invoice.invoice_number }) });
    } catch (error) {
      onNotice({ tone: 'error', text: errorText(error, t('adminOrders.documents.errors.generateInvoice')) });
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        className="whitespace-nowrap px-3 py-1.5"
        data-testid="list-generate-invoice"
        aria-label={t('adminOrders.list.generateInvoiceFor', { number: order.order_number })}
        disabled={create.isPending}
        onClick={() => setAsking(true)}
      >
        {create.isPending ? t('adminOrders.documents.generating') : t('adminOrders.documents.generateInvoice')}
      </Button>
      <ConsequenceDialog
        open={asking}
        onOpenChange={setAsking}
        consequences={DOCUMENT_CONSEQUENCES.invoice}
        title={t('irreversible.issueInvoiceTitle', { number: order.order_number })}
        confirmLabel={t('irreversible.issueInvoiceConfirm')}
        onConfirm={() => void onGenerate()}
      />
    </>
  );
}
