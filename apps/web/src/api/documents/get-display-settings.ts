import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAYMENT_TERMS_RULE, type PaymentTermsRule } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';
import { documentKeys } from './document-keys.ts';

/** GET /invoices/display-settings: the shop's default payment terms (decision 054), for a customer without terms of its own. */
async function getDefaultPaymentTerms(signal?: AbortSignal): Promise<PaymentTermsRule> {
  const answer = await api('/invoices/display-settings', { ...(signal ? { signal } : {}), answer: documentAnswers?.displaySettings });
  return answer.settings.default_payment_terms_rule ?? DEFAULT_PAYMENT_TERMS_RULE;
}

export function useDefaultPaymentTerms(enabled = true) {
  return useQuery({
    queryKey: documentKeys.defaultPaymentTerms,
    queryFn: ({ signal }) => getDefaultPaymentTerms(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
