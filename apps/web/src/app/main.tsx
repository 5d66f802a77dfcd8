import { installConsoleCapture } from '@/features/bug-report/log-buffer.ts';
import '../index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { recordStartupLog, renderStartupFailure } from './startup.ts';

// First of all, so a bug report carries the messages of the start-up too.
installConsoleCapture();

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Root element not found');
  recordStartupLog('starting');
  const { App } = await import('./provider.tsx');
  const { i18nReady } = await import('@/lib/i18n.ts');
  await i18nReady;
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  recordStartupLog('rendered');
}

start().catch((error: unknown) => {
  recordStartupLog(`failed: ${error instanceof Error ? error.message : String(error)}`);
  renderStartupFailure(error);
});
