import { STARTUP_PRELOADS_ID } from '@shop/domain';
import { installConsoleCapture } from '@/features/bug-report/log-buffer.ts';
import '../index.css';
import { textOverrides } from '@/lib/text-overrides.ts';
import { hasStoredSession, hintSignedIn } from '@/lib/browser-hints.ts';
import { keepChosenLanguage, startLanguage } from '@/lib/reader-language.ts';
import { startEntryPage } from './entry-pages.ts';
import { recordStartupLog, renderStartupFailure } from './startup.ts';

// First of all, so a bug report carries the messages of the start-up too.
installConsoleCapture();

/** Resolves after the browser has painted a frame (a hidden tab paints none: then at once). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Lets the browser do other work (paint, input) before going on. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The start-up files' preload links, which the server holds back while it sends a prerendered page (decision 037). */
function startPreloads(): void {
  const held = document.getElementById(STARTUP_PRELOADS_ID);
  if (held instanceof HTMLTemplateElement) document.head.append(held.content);
}

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Root element not found');
  recordStartupLog('starting');
  // How the server should prerender this browser's next public page (decision 037).
  hintSignedIn(hasStoredSession());
  keepChosenLanguage();
  // A prerendered page is there to read: the code waits until it is painted, then travels all at
  // once. Otherwise the page's code (then its data) and the administrators' text overrides start
  // travelling with the start-up code, which runs once the shell is painted.
  const prerendered = rootElement.hasAttribute('data-prerendered');
  if (prerendered) {
    await afterNextPaint();
    startPreloads();
  }
  startEntryPage(new URL(window.location.href), { data: !prerendered });
  void textOverrides(startLanguage());
  if (!prerendered) await afterNextPaint();
  // The start-up code arrives together but runs in steps, each a task of its own, so a phone's
  // main thread is never held long: the texts' code and libraries, then React and the router, then the page.
  const provider = import('./provider.tsx');
  const { i18nReady } = await import('@/lib/i18n.ts');
  await nextTask();
  const { renderApp } = await provider;
  await i18nReady;
  await nextTask();
  await renderApp(rootElement);
  recordStartupLog('rendered');
}

start().catch((error: unknown) => {
  recordStartupLog(`failed: ${error instanceof Error ? error.message : String(error)}`);
  renderStartupFailure(error);
});
