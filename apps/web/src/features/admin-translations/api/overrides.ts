import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { Language } from '../translation-rows.ts';
import { answers } from '@/api/answers.ts';

import { translationKeys } from './query-keys.ts';

/** GET /api/translations/:lang for both languages: the administrators' overrides only. */
async function getOverrides(signal?: AbortSignal): Promise<Record<Language, Record<string, string>>> {
  const read = (language: Language) =>
    api(`/translations/${language}`, {
      ...(signal ? { signal } : {}),
      answer: answers?.translations,
    }).then((answer) => answer.translations);
  const [en, lt] = await Promise.all([read('en'), read('lt')]);
  return { en, lt };
}

export function useOverrides() {
  return useQuery({ queryKey: translationKeys.overrides, queryFn: ({ signal }) => getOverrides(signal) });
}

/** PUT /api/translations/admin/:lang {key, value}. */
export const setOverride = (language: Language, key: string, value: string) =>
  api(`/translations/admin/${language}`, { method: 'PUT', body: { key, value }, answer: answers?.translationSaved });

/** DELETE /api/translations/admin/:lang/:key: back to the bundled text. */
export const resetOverride = (language: Language, key: string) =>
  api(`/translations/admin/${language}/${encodeURIComponent(key)}`, { method: 'DELETE', answer: answers?.done });

export function useOverrideMutation<TArgs>(run: (args: TArgs) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: translationKeys.overrides }) });
}
