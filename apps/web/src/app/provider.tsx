import '@/lib/i18n.ts';
import { PRERENDERED_STATE_ID } from '@shop/domain';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setSessionExpiredHandler } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { getSession } from '@/lib/session.ts';
import { router } from './router.tsx';

setSessionExpiredHandler(() => {
  queryClient.clear();
  void router.navigate('/login', { state: { from: window.location.pathname + window.location.search, reason: 'session_expired' } });
});

/** Once the app runs the page, it is no longer the server's prerendered copy (journeys wait for this). */
function useTakeOver(): void {
  useEffect(() => document.getElementById('root')?.removeAttribute('data-prerendered'), []);
}

function App() {
  useTakeOver();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** The answers a prerendered page was made with go into the query cache, so the first render draws the same page. */
function takePrerenderedAnswers(): void {
  const script = document.getElementById(PRERENDERED_STATE_ID);
  if (!script) return;
  script.remove();
  try {
    hydrate(queryClient, JSON.parse(script.textContent ?? 'null'));
  } catch {
    // A damaged copy only costs the page asking for its data again.
  }
}

/** Resolves once the router has loaded the page of the address (its code arrives lazily). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Renders the shop into the page. A page the server prerendered for a visitor in this language is
 * taken over in place (hydrated: the painted page stays as it is); anything else, the shell, a
 * page that shows a refusal or a page prerendered for somebody this browser is not (another
 * language, a session), is drawn anew.
 * Either way as a transition, which React works through in slices of a few milliseconds: a phone
 * stays responsive while the app starts instead of freezing for one long task.
 */
export async function renderApp(rootElement: HTMLElement): Promise<void> {
  takePrerenderedAnswers();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A refusal (a missing product, a hidden catalogue) is not among the answers the page came with:
  // the app asks again and draws the page anew.
  const takeOver = rootElement.dataset.prerendered === currentLanguage() && rootElement.dataset.answers !== 'partial' && !getSession();
  if (takeOver) {
    await routerReady();
    startTransition(() => {
      hydrateRoot(rootElement, app, {
        onRecoverableError: (error) => console.warn('The prerendered page differed from the app; the app drew it anew.', error),
      });
    });
    return;
  }
  const root = createRoot(rootElement);
  startTransition(() => root.render(app));
}
