import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeightsAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { catalogueKey } from './query-keys.ts';
import { answers } from '@/api/answers.ts';

/** GET /api/products/weights/list: the weights active products come in, lightest first (none for visitors while the catalogue is hidden). */
async function getWeights(signal?: AbortSignal): Promise<string[]> {
  const { weights } = await api<WeightsAnswer>('/products/weights/list', { signal, answer: answers?.weights });
  return Array.isArray(weights) ? weights.filter((weight) => typeof weight === 'string' && weight.trim() !== '') : [];
}

/** Per viewer, like the brands: a product change empties it through the products key. */
export const weightsQueryOptions = (viewerKey: string) =>
  queryOptions({
    queryKey: catalogueKey('weights', viewerKey),
    queryFn: ({ signal }) => getWeights(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useWeights(viewerKey: string, enabled = true) {
  return useQuery({ ...weightsQueryOptions(viewerKey), enabled });
}
