import { texts } from './render-context.ts';
import { BILLING_ADDRESS_PARTS } from '@shop/domain';

/**
 * The parts a billing address lacks, named in the reader's language ("street, postal code"): from
 * the domain's part names, as the admin flags and the BUYER_ADDRESS_MISSING refusals give them
 * (decision 053). A name the app does not know is shown as given.
 */
export function billingPartsText(parts: string | readonly string[]): string {
  const list = typeof parts === 'string' ? parts.split(',').map((part) => part.trim()) : parts;
  return list
    .filter(Boolean)
    .map((part) => ((BILLING_ADDRESS_PARTS as readonly string[]).includes(part) ? texts().t(`billingAddress.parts.${part}`) : part))
    .join(', ');
}
