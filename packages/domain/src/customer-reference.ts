import { z } from 'zod';

/**
 * The buyer's own purchase reference (decision 086): "Your order number / Jūsų užsakymo Nr.",
 * typed at checkout, kept on the order and frozen on each document issued for it.
 */
export const CUSTOMER_REFERENCE_MAX_LENGTH = 50;

/** The reference as it is kept: spaces, tabs and line breaks become single spaces, the ends trimmed. */
const normaliseCustomerReference = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Checkout's optional `customer_reference`: normalised, at most 50 characters, no control characters
 * (a document prints it on one line); left out, null or empty means none (null).
 */
export const customerReferenceSchema = z
  .string()
  .overwrite(normaliseCustomerReference)
  .max(CUSTOMER_REFERENCE_MAX_LENGTH, 'customerReferenceTooLong')
  .regex(/^\P{Cc}*$/u, 'invalidValue')
  .nullish()
  .transform((reference) => reference || null);
