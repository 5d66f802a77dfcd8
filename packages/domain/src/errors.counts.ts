/**
 * The param that counts in a reason's text (decision 030): the web picks the plural form of the
 * reader's language by it, the API the English singular. Apart from the catalogue so that the web's
 * first load does not carry every English template.
 */
export const ERROR_COUNT_PARAMS = {
  tooManyAttempts: 'minutes',
  creditTooMuch: 'left',
  importHasErrors: 'count',
  importConflict: 'count',
  overdueInvoices: 'days',
} as const satisfies Record<string, string>;

/** The param that counts for a reason, if any. */
export function countParamOf(reason: string): string | undefined {
  return Object.hasOwn(ERROR_COUNT_PARAMS, reason) ? ERROR_COUNT_PARAMS[reason as keyof typeof ERROR_COUNT_PARAMS] : undefined;
}
