import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopSettingsAnswerSchema, type ShopSettings } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { settingsQueryKey } from './query-keys.ts';

/** Parsed in development builds and unit tests only (as api/answers.ts). */
const answer = import.meta.env.DEV ? shopSettingsAnswerSchema : undefined;

/** GET /api/settings (public: what the web app needs to know). */
async function getSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return (await api('/settings', { ...(signal ? { signal } : {}), answer })).settings;
}

const settingsQueryOptions = () => queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/**
 * A change of one or more settings (the switches, the low-stock default), with the version the screen
 * read them at: one version for all of them, so a change of any meanwhile answers 409 STALE_WRITE.
 */
type SettingsUpdate = Partial<Omit<ShopSettings, 'version'>> & { version: number | undefined };

/** PUT /api/settings/admin. */
async function updateSettings(body: SettingsUpdate): Promise<ShopSettings> {
  return (await api('/settings/admin', { method: 'PUT', body, answer })).settings;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      // What visitors may see, or which products are low on stock, changed: refresh settings readers and product lists.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
      ]);
    },
  });
}
