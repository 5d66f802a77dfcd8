import type { Address } from '@shop/domain';

/** The answer of a call that saves one address: the address as stored. */
export interface AddressAnswer {
  success: true;
  address: Address;
  message?: string;
}
