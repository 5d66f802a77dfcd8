import type { Language } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { audit } from '../audit/index.ts';
import { deleteOverride, lockOverride, overridesOf, saveOverride } from './translations.repository.ts';

/** The administrators' overrides of one language: text key → text. */
export function listOverrides(ctx: AppContext, language: Language) {
  return overridesOf(ctx.db, language);
}

/**
 * Sets one override (a new one or a changed one). The audit entry (entity_id: the key) names the
 * language and the text before and after: `{lt: {from, to}}`; saving the same text records nothing.
 */
export async function setOverride(ctx: AppContext, language: Language, key: string, value: string): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    const before = await lockOverride(trx, ctx.engine, language, key);
    await saveOverride(trx, language, key, value);
    await audit(trx, ctx, {
      action: 'translation.set',
      entity: 'translation',
      entityId: key,
      before: { [language]: before },
      after: { [language]: value },
    });
  });
}

/** Removes one override, so the bundled text shows again; refused (and nothing recorded) when the key has none. */
export async function removeOverride(ctx: AppContext, language: Language, key: string): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    const before = await deleteOverride(trx, language, key);
    if (before === undefined) throw fail('noTranslationOverride');
    await audit(trx, ctx, { action: 'translation.remove', entity: 'translation', entityId: key, before: { [language]: before }, after: null });
  });
}
