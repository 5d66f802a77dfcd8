import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { reasonText } from '@/lib/error-text.ts';
import { readFileText } from '../decode-file.ts';
import { parseCsv, parsePastedLines, type ParsedLine } from '../parse-lines.ts';

/** A CSV larger than this is no order list (500 lines fit in a few dozen kilobytes). */
const MAX_FILE_BYTES = 1024 * 1024;

/**
 * Where the buyer's lines come from: pasted "SKU quantity" lines, checked on request, or a CSV file,
 * checked as soon as it is chosen. `onLines` gets the parsed lines; `onEdit` says they are stale.
 */
export function LinesInput({ busy, onLines, onEdit }: { busy: boolean; onLines: (lines: ParsedLine[]) => void; onEdit: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [fileNote, setFileNote] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const fileId = useId();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onEdit();
    if (file.size > MAX_FILE_BYTES) {
      setFileNote({ tone: 'error', text: t('quickOrder.input.fileTooLarge') });
      return;
    }
    // Excel's CSV on a Lithuanian PC is Windows-1257, its "Unicode Text" UTF-16: read as what it is (decision 091).
    const read = parseCsv((await readFileText(file)).text);
    if (!read.ok) {
      // A quote never closed would swallow the lines after it: nothing is read, and the buyer is told where.
      setFileNote({ tone: 'error', text: reasonText('importUnclosedQuote', { line: read.unclosedQuoteLine }) ?? t('errors.code.BAD_REQUEST') });
      return;
    }
    setFileNote({ tone: 'info', text: t('quickOrder.input.fileRead', { name: file.name, count: read.lines.length }) });
    setText('');
    onLines(read.lines);
  };

  return (
    <div className="space-y-4">
      <TextareaField
        label={t('quickOrder.input.label')}
        hint={t('quickOrder.input.hint')}
        rows={8}
        value={text}
        placeholder={'ADA-001-50G 10\nADA-002-50G;5'}
        spellCheck={false}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
        data-testid="quick-order-text"
        onChange={(event) => {
          setText(event.target.value);
          setFileNote(null);
          onEdit();
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button data-testid="quick-order-check" disabled={busy || text.trim() === ''} onClick={() => onLines(parsePastedLines(text))}>
          {busy ? t('quickOrder.input.checking') : t('quickOrder.input.check')}
        </Button>
        <span className="text-sm text-slate-500">{t('quickOrder.input.or')}</span>
        <label
          htmlFor={fileId}
          className="inline-flex cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-teal-600"
        >
          {t('quickOrder.input.upload')}
          <input
            id={fileId}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="sr-only"
            data-testid="quick-order-file"
            disabled={busy}
            onChange={(event) => void upload(event)}
          />
        </label>
      </div>
      <p className="text-xs text-slate-500">{t('quickOrder.input.fileHint')}</p>
      {fileNote ? (
        <p
          role={fileNote.tone === 'error' ? 'alert' : 'status'}
          className={`text-sm ${fileNote.tone === 'error' ? 'text-red-700' : 'text-slate-700'}`}
        >
          {fileNote.text}
        </p>
      ) : null}
    </div>
  );
}
