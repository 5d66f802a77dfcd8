import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { applyText } from '@/lib/i18n.ts';
import { resetOverride, setOverride, useOverrideMutation } from '../api/overrides.ts';
import { droppedPlaceholders, type Language, type TranslationRow } from '../translation-rows.ts';

const LANGUAGES: readonly Language[] = ['en', 'lt'];

/**
 * Edit one text's overrides: the bundled texts stay visible, a changed field is saved as an
 * override, Reset returns a language to its bundled text. The running app shows the change at once.
 */
export function TranslationEditDialog({ row, onClose }: { row: TranslationRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('adminTranslations.edit.title')}
      description={row?.key ?? ''}
      showDescription
      size="lg"
      testId="translation-edit-dialog"
    >
      {row ? <EditForm key={row.key} row={row} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditForm({ row, onClose }: { row: TranslationRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Language, string>>({
    en: row.override.en ?? row.bundled.en ?? '',
    lt: row.override.lt ?? row.bundled.lt ?? '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useOverrideMutation(async (changes: Array<[Language, string]>) => {
    for (const [language, value] of changes) await setOverride(language, row.key, value);
  });
  const reset = useOverrideMutation((language: Language) => resetOverride(language, row.key));
  const busy = save.isPending || reset.isPending;

  const changed = LANGUAGES.filter((language) => values[language] !== (row.override[language] ?? row.bundled[language] ?? '')).map(
    (language) => [language, values[language]] as [Language, string],
  );

  const onSave = async () => {
    setFailure(null);
    try {
      await save.mutateAsync(changed);
      for (const [language, value] of changed) applyText(language, row.key, value);
      onClose();
    } catch (error) {
      setFailure(errorText(error, t('adminTranslations.errors.save')));
    }
  };

  const onReset = async (language: Language) => {
    setFailure(null);
    try {
      await reset.mutateAsync(language);
      const bundled = row.bundled[language] ?? '';
      applyText(language, row.key, bundled);
      setValues((current) => ({ ...current, [language]: bundled }));
    } catch (error) {
      setFailure(errorText(error, t('adminTranslations.errors.reset')));
    }
  };

  return (
    <div className="space-y-5">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {LANGUAGES.map((language) => {
        const dropped = droppedPlaceholders(row.bundled[language], values[language]);
        return (
          <section key={language} className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-900">{t(`adminTranslations.language.${language}`)}</h3>
            <p className="rounded bg-slate-50 px-3 py-2 text-sm text-slate-600">
              <span className="font-medium">{t('adminTranslations.edit.bundled')}: </span>
              {row.bundled[language] ?? <em>{t('adminTranslations.edit.none')}</em>}
            </p>
            <TextareaField
              label={t(`adminTranslations.edit.text.${language}`)}
              rows={3}
              maxLength={5000}
              value={values[language]}
              onChange={(event) => setValues((current) => ({ ...current, [language]: event.target.value }))}
              hint={
                dropped.length > 0 ? (
                  <span className="text-amber-700">{t('adminTranslations.edit.droppedPlaceholders', { placeholders: dropped.join(', ') })}</span>
                ) : undefined
              }
            />
            {row.override[language] !== undefined ? (
              <Button variant="secondary" className="px-3 py-1.5" onClick={() => void onReset(language)} disabled={busy}>
                {t(`adminTranslations.edit.reset.${language}`)}
              </Button>
            ) : null}
          </section>
        );
      })}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('adminTranslations.cancel')}
        </Button>
        <Button onClick={() => void onSave()} disabled={busy || changed.length === 0}>
          {save.isPending ? t('adminTranslations.edit.saving') : t('adminTranslations.edit.save')}
        </Button>
      </div>
    </div>
  );
}
