import type { InvoiceSettings, Issuer } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/transaction.ts';
import { findUserRowById } from '../users/users.repository.ts';

/**
 * Who a document names as its issuer ("Sąskaitą išrašė"), frozen at issue: the administrator who
 * issues it, with the position the settings give; a document a customer's own request issued names
 * the settings' issuer instead. Either part may be empty: the PDF then leaves the line to sign by hand.
 */
export async function issuerOf(ctx: AppContext, trx: Tx, settings: Pick<InvoiceSettings, 'issuer_name' | 'issuer_position'>): Promise<Issuer> {
  const position = settings.issuer_position?.trim() ?? '';
  const actor = ctx.actor ? await findUserRowById(trx, ctx.actor.id) : undefined;
  if (actor?.is_admin) return { name: actor.contact_person, position };
  return { name: settings.issuer_name?.trim() ?? '', position };
}
