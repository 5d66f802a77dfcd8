import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';

export interface ShopSettings {
  catalogue_visible_to_visitors: boolean;
  /** Goes up with every save; 0 until the settings were first saved. */
  version?: number;
}

/** GET /api/settings (public: what the web app needs to know). */
export async function getSettings(signal?: AbortSignal): Promise<ShopSettings> {
  const answer = await api('/settings', { ...(signal ? { signal } : {}), answer: productAnswers?.settings });
  return answer.settings;
}

/** The plain ['settings'] key: other features reading GET /api/settings should share it. */
export const settingsQueryKey = ['settings'] as const;

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
