/**
 * The status a customer is shown of its invoice or pre-invoice (decision 085). Every
 * document a customer can see was mailed to it when it was issued, so the shop's "draft" (not yet
 * marked sent by an administrator) reads as sent; a paid, expired, converted or cancelled one as it is.
 */
export function customerDocumentStatus<S extends string>(status: S): Exclude<S, 'draft'> | 'sent' {
  return status === 'draft' ? 'sent' : (status as Exclude<S, 'draft'>);
}
