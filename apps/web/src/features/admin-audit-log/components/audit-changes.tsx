import { useTranslation } from 'react-i18next';
import type { AuditChanges } from '@shop/domain';
import { currentLanguage } from '@/lib/i18n.ts';
import { auditWording } from '../audit-wording.ts';

/** An entry's changes, field by field in the reader's words: the old value struck through, then the new one; item edits line by line. */
export function AuditChangesList({ changes, entity }: { changes: AuditChanges; entity: string }) {
  const { t } = useTranslation();
  const words = auditWording(t, currentLanguage());
  return (
    <dl className="space-y-1 text-xs" data-testid="audit-changes">
      {Object.entries(changes).map(([field, change]) => (
        <div key={field} className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-slate-700">{words.field(field)}</dt>
          {words.isLines(change.from, change.to) ? (
            <dd className="min-w-0 text-slate-600">
              <ul data-testid="audit-lines">
                {words.lines(change.from, change.to).map((line) => (
                  <li key={line} className="font-mono">
                    {line}
                  </li>
                ))}
              </ul>
            </dd>
          ) : (
            <dd className="min-w-0 break-words text-slate-600">
              <span className="sr-only">{t('adminAuditLog.from')} </span>
              <del className="text-red-700">{words.value(field, change.from, entity)}</del>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> {t('adminAuditLog.to')} </span>
              <ins className="text-emerald-800 no-underline">{words.value(field, change.to, entity)}</ins>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
