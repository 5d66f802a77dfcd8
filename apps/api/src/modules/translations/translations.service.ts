import type { Language } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { fail } from '../../http/app-error.ts';
import { deleteOverride, overridesOf, saveOverride } from './translations.repository.ts';

/** The administrators' overrides of one language: text key → text. */
export function listOverrides(ctx: AppContext, language: Language) {
  return overridesOf(ctx.db, language);
}

/** Sets one override (a new one or a changed one). */
export async function setOverride(ctx: AppContext, language: Language, key: string, value: string): Promise<void> {
  await saveOverride(ctx.db, language, key, value);
}

/** Removes one override, so the bundled text shows again; refused when the key has none. */
export async function removeOverride(ctx: AppContext, language: Language, key: string): Promise<void> {
  if (!(await deleteOverride(ctx.db, language, key))) throw fail('noTranslationOverride');
}
