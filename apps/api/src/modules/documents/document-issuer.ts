import type { InvoiceSettings, Issuer } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { findUserRowById } from '../users/index.ts';

/**
 * Who a document names as its issuer ("Sąskaitą išrašė"), frozen at issue (decision 057): the
 * administrator who issues it, with the position the settings give; a document a customer's own
 * request or a job issued names the settings' issuer. The settings' name and position are both
 * required before the first document, so no document carries a blank line: without them the issue
 * is refused (the caller asks before it takes a number).
 */
export async function issuerOf(ctx: AppContext, trx: Tx, settings: Pick<InvoiceSettings, 'issuer_name' | 'issuer_position'>): Promise<Issuer> {
  const position = settings.issuer_position?.trim() ?? '';
  const name = settings.issuer_name?.trim() ?? '';
  if (!name || !position) throw fail('issuerMissing');
  const actor = ctx.actor ? await findUserRowById(trx, ctx.actor.id) : undefined;
  if (actor?.is_admin && actor.contact_person.trim()) return { name: actor.contact_person.trim(), position };
  return { name, position };
}
