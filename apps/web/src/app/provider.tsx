import '@/lib/i18n.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ApiError, setSessionExpiredHandler } from '@/lib/api-client.ts';
import { router } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not get better by asking again.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

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
