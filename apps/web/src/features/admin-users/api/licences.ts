import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAddressesAnswerSchema,
  licenceReviewedAnswerSchema,
  licencesAnswerSchema,
  type AdminAddress,
  type LicenceQueueItem,
  type LicenceReview,
} from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { adminUserKeys } from './query-keys.ts';

/** Parsed in development builds and unit tests only (as api/answers.ts). */
const contracts = import.meta.env.DEV
  ? { queue: licencesAnswerSchema, addresses: adminAddressesAnswerSchema, reviewed: licenceReviewedAnswerSchema }
  : undefined;

/** GET /api/users/admin/licences: the licences waiting to be checked, oldest first. */
export function useLicenceQueue() {
  return useQuery({
    queryKey: adminUserKeys.licenceQueue,
    queryFn: async ({ signal }): Promise<LicenceQueueItem[]> => (await api('/users/admin/licences', { signal, answer: contracts?.queue })).licences,
  });
}

/** GET /api/users/admin/:id/addresses: a customer's addresses with their licences, versions and what changed since each finding. */
export function useCustomerAddresses(userId: number) {
  return useQuery({
    queryKey: adminUserKeys.licenceAddresses(userId),
    queryFn: async ({ signal }): Promise<AdminAddress[]> =>
      (await api(`/users/admin/${userId}/addresses`, { signal, answer: contracts?.addresses })).addresses,
  });
}

/**
 * PATCH /api/users/admin/:userId/addresses/:addressId/licence: verified or rejected, with a note and
 * the licence version the page showed (a licence changed since answers 409 STALE_WRITE; decision 056).
 * Either way the licences are read again.
 */
export function useReviewLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, addressId, review }: { userId: number; addressId: number; review: LicenceReview }): Promise<AdminAddress> =>
      (await api(`/users/admin/${userId}/addresses/${addressId}/licence`, { method: 'PATCH', body: review, answer: contracts?.reviewed })).address,
    onSettled: async () => queryClient.invalidateQueries({ queryKey: adminUserKeys.licences }),
  });
}
