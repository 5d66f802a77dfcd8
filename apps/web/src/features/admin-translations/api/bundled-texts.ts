import { useQuery } from '@tanstack/react-query';
import type { Texts } from '../translation-rows.ts';
import { translationKeys } from './query-keys.ts';

/** The texts shipped with the app, the shop's and the administrators', in both languages. */
export function useBundledTexts() {
  return useQuery({
    queryKey: translationKeys.bundled,
    queryFn: async () => {
      const { bundledTexts } = await import('@/locales/texts.ts');
      return { en: bundledTexts.en as Texts, lt: bundledTexts.lt as Texts };
    },
    staleTime: Infinity,
  });
}
