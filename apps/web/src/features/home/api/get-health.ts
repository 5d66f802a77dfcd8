import { queryOptions, useQuery } from '@tanstack/react-query';
import type { healthAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api, ApiError } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';
import { healthKey } from './query-keys.ts';

type HealthResponse = z.infer<typeof healthAnswerSchema>;

/** The four outcomes of the home page's status box. */
export type SystemStatus = 'operational' | 'limited' | 'backend_error' | 'connection_failed';

/** GET /api/health. */
async function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return api('/health', { signal, answer: answers?.health });
}

/** 'Connected' means fully operational, any other database value limited mode. */
function statusOfHealth(health: HealthResponse): SystemStatus {
  return health.database === 'Connected' ? 'operational' : 'limited';
}

/** A network failure means connection failed; any other failed answer a backend error. */
function statusOfError(error: unknown): SystemStatus {
  return error instanceof ApiError && error.code === 'NETWORK_ERROR' ? 'connection_failed' : 'backend_error';
}

const healthQueryOptions = () =>
  queryOptions({
    queryKey: healthKey,
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 60_000,
    retry: false,
  });

export function useSystemStatus(): { status: SystemStatus | null; isLoading: boolean } {
  const query = useQuery(healthQueryOptions());
  if (query.isPending) return { status: null, isLoading: true };
  if (query.isError) return { status: statusOfError(query.error), isLoading: false };
  return { status: statusOfHealth(query.data), isLoading: false };
}
