import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** The one query cache of the app (the provider hands it to React; an entry page may fill it before the first render). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not get better by asking again.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
