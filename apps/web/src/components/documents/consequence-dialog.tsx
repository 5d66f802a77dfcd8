import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Consequence } from '@shop/domain';
import { invoiceSettingsQueryOptions } from '@/api/documents/admin/get-invoice-settings.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { type ConsequenceContext, consequenceSentences } from './consequence-text.ts';

interface ConsequenceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the click does that cannot be undone (from `orderMoveConsequences` or `DOCUMENT_CONSEQUENCES`). */
  consequences: readonly Consequence[];
  title: string;
  confirmLabel: string;
  /** "Go back" unless the screen has its own words. */
  cancelLabel?: string | undefined;
  onConfirm: () => void;
  busy?: boolean | undefined;
  /** Said before the consequences (a bulk change names its orders and status). */
  lead?: ReactNode;
  fromLabel?: ConsequenceContext['fromLabel'];
  counts?: ConsequenceContext['counts'];
}

/**
 * The confirmation of an irreversible click: every consequence in its one wording. A
 * document it issues is named by the next number of its series, read from the numbering settings
 * when the dialog opens; until that answer comes (or when it fails) the sentence says "a VAT invoice".
 */
export function ConsequenceDialog({ consequences, fromLabel, counts, lead, cancelLabel, ...dialog }: ConsequenceDialogProps) {
  const { t } = useTranslation();
  const namesNumber = consequences.some((c) => (c === 'issuesInvoice' || c === 'issuesPreInvoice') && counts?.[c] === undefined);
  const settings = useQuery({ ...invoiceSettingsQueryOptions(), enabled: dialog.open && namesNumber, staleTime: 0, retry: false });
  // A number read before is shown only once it is read again: an invoice issued meanwhile moved it.
  const next = dialog.open && !settings.isFetching ? settings.data?.next_numbers : undefined;
  const sentences = consequenceSentences(consequences, { next, fromLabel, counts });
  const danger = consequences.some((c) => c === 'returnsStock' || c === 'issuesInvoice');
  return (
    <ConfirmDialog
      {...dialog}
      tone={danger ? 'danger' : 'primary'}
      cancelLabel={cancelLabel ?? t('irreversible.keep')}
      description={
        <>
          {lead ? <span className="block">{lead}</span> : null}
          {sentences.map((sentence) => (
            <span
              key={sentence.consequence}
              className="mt-2 block font-medium text-slate-800"
              data-testid="consequence"
              data-consequence={sentence.consequence}
            >
              {t(sentence.key, sentence.values)}
            </span>
          ))}
        </>
      }
    />
  );
}
