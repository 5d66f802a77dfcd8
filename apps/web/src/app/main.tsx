import { installConsoleCapture } from '@/features/bug-report/log-buffer.ts';
import '../index.css';
import { storedLanguage, textOverrides } from '@/lib/text-overrides.ts';
import { startEntryPage } from './entry-pages.ts';
import { recordStartupLog, renderStartupFailure } from './startup.ts';

// First of all, so a bug report carries the messages of the start-up too.
installConsoleCapture();

/** Resolves after the browser has painted a frame (a hidden tab paints none: then at once). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Root element not found');
  recordStartupLog('starting');
  // The page's code (then its data) and the administrators' text overrides start travelling with the start-up code.
  startEntryPage(new URL(window.location.href));
  void textOverrides(storedLanguage());
  // React and the rest arrive as separate, preloaded files: this entry stays small, so the browser
  // paints the shell of index.html while they travel; they run once it is painted.
  await afterNextPaint();
  const [{ renderApp }, { i18nReady }] = await Promise.all([import('./provider.tsx'), import('@/lib/i18n.ts')]);
  await i18nReady;
  renderApp(rootElement);
  recordStartupLog('rendered');
}

start().catch((error: unknown) => {
  recordStartupLog(`failed: ${error instanceof Error ? error.message : String(error)}`);
  renderStartupFailure(error);
});
