import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { settingsQueryKey, type ShopSettings } from './get-settings.ts';

export interface SettingsUpdate {
  catalogue_visible_to_visitors: boolean;
  /** The version the switch was read at: a change made meanwhile answers 409 STALE_WRITE. */
  version: number | undefined;
}

/** PUT /api/settings/admin. */
export async function updateSettings(body: SettingsUpdate): Promise<ShopSettings> {
  const answer = await api('/settings/admin', { method: 'PUT', body, answer: productAnswers?.settings });
  return answer.settings;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      // What visitors may see changed: refresh settings readers and product lists.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
      ]);
    },
  });
}
