import { useQuery } from '@tanstack/react-query';
import en from '@/locales/en.json';
import type { Texts } from '../translation-rows.ts';

/** The texts shipped with the app: English is in the bundle already, Lithuanian is loaded on demand. */
export function useBundledTexts() {
  return useQuery({
    queryKey: ['admin-translations', 'bundled'] as const,
    queryFn: async () => ({ en: en as Texts, lt: (await import('@/locales/lt.json')).default as Texts }),
    staleTime: Infinity,
  });
}
