import '@/lib/i18n.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setSessionExpiredHandler } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { router } from './router.tsx';

setSessionExpiredHandler(() => {
  queryClient.clear();
  void router.navigate('/login', { state: { from: window.location.pathname + window.location.search, reason: 'session_expired' } });
});

function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** Renders the shop into the page (in place of the static shell index.html paints first). */
export function renderApp(rootElement: HTMLElement): void {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
