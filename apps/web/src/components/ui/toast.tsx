import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** A toast stays 5 seconds. */
const TOAST_MS = 5000;

interface Toast {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function dismiss(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

function show(tone: Toast['tone'], text: string): void {
  const id = nextId++;
  toasts = [...toasts, { id, tone, text }];
  emit();
  window.setTimeout(() => dismiss(id), TOAST_MS);
}

/** Short messages at the top right: green for success, red for failure. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where toasts appear; mounted once by the layout. */
export function Toaster() {
  const { t } = useTranslation();
  const current = () => toasts;
  const items = useSyncExternalStore(subscribe, current, current);
  return (
    <div className="pointer-events-none fixed right-4 top-4 z-[70] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2" data-screenshot-ignore="">
      {items.map((item) => (
        <div
          key={item.id}
          role={item.tone === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${item.tone}`}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${item.tone === 'error' ? 'bg-red-600' : 'bg-green-600'}`}
        >
          <span className="flex-1">{item.text}</span>
          <button
            type="button"
            onClick={() => dismiss(item.id)}
            className="-m-1 rounded p-1 leading-none text-white/80 hover:text-white"
            aria-label={t('common.close')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
