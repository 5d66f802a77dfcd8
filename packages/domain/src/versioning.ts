import { z } from 'zod';
import { ERROR_CATALOGUE } from './errors.catalogue.ts';

/**
 * Lost updates: products, users, orders, settings and prices carry a `version` that goes up by one
 * with every change. A write that sends the version it was read at is refused when the record has
 * moved on since; a write without one (an API client) keeps working.
 */
export const STALE_WRITE_MESSAGE = ERROR_CATALOGUE.staleWrite.text;

/**
 * The `version` a write may send: the one the writer saw. 0 stands for "there was none yet" (a price
 * not set, settings never saved): such a write is refused when someone created the record meanwhile.
 */
export const versionField = z
  .number({ error: 'versionInvalid' })
  .int('versionInvalid')
  .min(0, 'versionInvalid')
  .max(2_147_483_647, 'versionInvalid')
  .optional();

/**
 * The `version` a decision must send (decision 056): a licence finding or the confirmation of held
 * company details is about what the administrator saw, so a request without one is refused (400).
 */
export const requiredVersionField = z
  .number({ error: 'versionRequired' })
  .int('versionInvalid')
  .min(0, 'versionInvalid')
  .max(2_147_483_647, 'versionInvalid');
