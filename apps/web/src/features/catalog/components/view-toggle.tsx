import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type CatalogView = 'cards' | 'table';
const VIEW_KEY = 'wholesale.catalogView';

export function storedView(): CatalogView {
  try {
    return localStorage.getItem(VIEW_KEY) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

/** Cards or table, remembered in the browser. */
export function useCatalogView(): [CatalogView, (view: CatalogView) => void] {
  const [view, setView] = useState<CatalogView>(storedView);
  const choose = (next: CatalogView) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // private mode: the choice lasts for this visit only
    }
  };
  return [view, choose];
}

const option =
  'inline-flex min-h-11 items-center gap-1.5 px-3 py-2 text-sm font-medium focus-visible:relative focus-visible:outline-2 focus-visible:outline-teal-600';

/** The two views, each with its icon; the second is set off by a line. */
const VIEWS: readonly { value: CatalogView; path: string; divider: boolean }[] = [
  { value: 'cards', path: 'M3 3h6v6H3V3Zm8 0h6v6h-6V3ZM3 11h6v6H3v-6Zm8 0h6v6h-6v-6Z', divider: false },
  { value: 'table', path: 'M3 4h14v2H3V4Zm0 5h14v2H3V9Zm0 5h14v2H3v-2Z', divider: true },
];

export function ViewToggle({ view, onChange }: { view: CatalogView; onChange: (view: CatalogView) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset aria-label={t('catalog.view.label')} className="inline-flex overflow-hidden rounded-md border border-slate-300 bg-white">
      {VIEWS.map(({ value, path, divider }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`${option} ${divider ? 'border-l border-slate-300 ' : ''}${view === value ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-50'}`}
          data-testid={`view-${value}`}
        >
          <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
            <path d={path} />
          </svg>
          {t(`catalog.view.${value}`)}
        </button>
      ))}
    </fieldset>
  );
}
