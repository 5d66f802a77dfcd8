import { useTranslation } from 'react-i18next';
import type { BankEntryKnown, BankEntryMatch, BankEntryUnmatched } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { formatDate, formatMoney } from '@/lib/format.ts';

const td = 'px-4 py-2 align-top text-sm text-slate-800';
const K = 'adminBankStatement';

/** A table's heading with how many rows it has. */
function Heading({ id, count }: { id: 'matched' | 'unmatched' | 'alreadyImported'; count: number }) {
  const { t } = useTranslation();
  return <h3 className="mb-2 mt-6 text-base font-semibold text-slate-900">{t(`${K}.${id}.title`, { count })}</h3>;
}

/** Who paid, on which day: the first cells of every row. */
function EntryCells({ entry }: { entry: { booked_on: string; payer: string | null } }) {
  return (
    <>
      <td className={`${td} whitespace-nowrap`}>{formatDate(entry.booked_on)}</td>
      <td className={td}>{entry.payer ?? '—'}</td>
    </>
  );
}

/** The entries matched to a document (by its number, by the amount and payer, or by hand), each as it will be recorded. */
export function MatchedEntries({ entries }: { entries: BankEntryMatch[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section data-testid="statement-matched">
      <Heading id="matched" count={entries.length} />
      <DataTable
        caption={t(`${K}.matched.title`, { count: entries.length })}
        columns={[
          { key: 'booked', label: t(`${K}.columns.bookedOn`) },
          { key: 'payer', label: t(`${K}.columns.payer`) },
          { key: 'document', label: t(`${K}.columns.document`) },
          { key: 'how', label: t(`${K}.columns.matchedBy`) },
          { key: 'amount', label: t(`${K}.columns.amount`), align: 'right' },
        ]}
      >
        {entries.map((entry) => (
          <tr key={entry.entry_ref} data-testid="statement-matched-row">
            <EntryCells entry={entry} />
            <td className={`${td} font-medium`}>
              {entry.invoice_number}
              <span className="block text-xs text-slate-500">{t(`${K}.kinds.${entry.document_kind}`)}</span>
            </td>
            <td className={td}>
              <span className="flex flex-wrap gap-1">
                <Badge tone={entry.matched_by === 'manual' ? 'purple' : 'brand'}>{t(`${K}.matchedBy.${entry.matched_by}`)}</Badge>
                {entry.partial ? <Badge tone="warning">{t(`${K}.partial`)}</Badge> : null}
              </span>
            </td>
            <td className={`${td} text-right tabular-nums`}>{formatMoney(entry.amount)}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

/** Why an entry was left unmatched, with the document it names and what that document can still take. */
function UnmatchedNote({ entry }: { entry: BankEntryUnmatched }) {
  const { t } = useTranslation();
  return (
    <span className="text-xs text-slate-600">
      {t(`${K}.notes.${entry.note}`, { number: entry.document_number ?? '', open: formatMoney(entry.open_amount ?? 0) })}
    </span>
  );
}

/** A key per row: an entry may have no reference, or repeat one, so the n-th row of the same content gets #n. */
function rowKeys(entries: BankEntryUnmatched[]): Map<BankEntryUnmatched, string> {
  const seen = new Map<string, number>();
  return new Map(
    entries.map((entry) => {
      const base = [entry.entry_ref, entry.booked_on, entry.amount, entry.payer, entry.text].join('|');
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      return [entry, `${base}#${n}`];
    }),
  );
}

/**
 * The entries left unmatched; each with a reference gets a document number field: what the
 * administrator types there is sent with Apply (and checked by the server then).
 */
export function UnmatchedEntries({
  entries,
  assigned,
  onAssign,
  refusedRef,
  disabled,
}: {
  entries: BankEntryUnmatched[];
  assigned: Record<string, string>;
  onAssign: (entryRef: string, documentNumber: string) => void;
  /** The entry a refused apply names: its field is marked. */
  refusedRef: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  const keys = rowKeys(entries);
  return (
    <section data-testid="statement-unmatched">
      <Heading id="unmatched" count={entries.length} />
      <p className="mb-2 text-sm text-slate-600">{t(`${K}.unmatched.hint`)}</p>
      <DataTable
        caption={t(`${K}.unmatched.title`, { count: entries.length })}
        columns={[
          { key: 'booked', label: t(`${K}.columns.bookedOn`) },
          { key: 'payer', label: t(`${K}.columns.payer`) },
          { key: 'text', label: t(`${K}.columns.text`) },
          { key: 'amount', label: t(`${K}.columns.amount`), align: 'right' },
          { key: 'assign', label: t(`${K}.columns.assign`) },
        ]}
      >
        {entries.map((entry) => {
          const ref = entry.entry_ref;
          const label = t(`${K}.assignLabel`, { amount: formatMoney(entry.amount), payer: entry.payer ?? '—' });
          return (
            <tr key={keys.get(entry)} data-testid="statement-unmatched-row">
              <EntryCells entry={entry} />
              <td className={td}>
                <span className="block break-words">{entry.text || '—'}</span>
                <UnmatchedNote entry={entry} />
              </td>
              <td className={`${td} text-right tabular-nums`}>{formatMoney(entry.amount)}</td>
              <td className={td}>
                {ref !== null && entry.note !== 'repeated_in_file' ? (
                  <input
                    type="text"
                    aria-label={label}
                    aria-invalid={refusedRef === ref || undefined}
                    data-testid="statement-assign"
                    value={assigned[ref] ?? ''}
                    disabled={disabled}
                    placeholder={t(`${K}.assignPlaceholder`)}
                    maxLength={60}
                    onChange={(event) => onAssign(ref, event.target.value)}
                    className={`w-40 rounded-md border px-2 py-1 text-sm ${refusedRef === ref ? 'border-red-500 ring-1 ring-red-500' : 'border-slate-300'}`}
                  />
                ) : (
                  <span className="text-xs text-slate-500">{t(`${K}.cannotAssign`)}</span>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}

/** Entries an earlier run applied: shown so the administrator sees the whole statement, never recorded again. */
export function KnownEntries({ entries }: { entries: BankEntryKnown[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section data-testid="statement-already-imported">
      <Heading id="alreadyImported" count={entries.length} />
      <DataTable
        caption={t(`${K}.alreadyImported.title`, { count: entries.length })}
        columns={[
          { key: 'booked', label: t(`${K}.columns.bookedOn`) },
          { key: 'payer', label: t(`${K}.columns.payer`) },
          { key: 'text', label: t(`${K}.columns.text`) },
          { key: 'amount', label: t(`${K}.columns.amount`), align: 'right' },
        ]}
      >
        {entries.map((entry) => (
          <tr key={entry.entry_ref} data-testid="statement-known-row">
            <EntryCells entry={entry} />
            <td className={`${td} break-words`}>{entry.text || '—'}</td>
            <td className={`${td} text-right tabular-nums text-slate-500`}>{formatMoney(entry.amount)}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
