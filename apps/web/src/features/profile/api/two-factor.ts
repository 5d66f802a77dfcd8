import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mfaDisabledAnswerSchema,
  mfaEnabledAnswerSchema,
  mfaRecoveryCodesAnswerSchema,
  mfaSetupAnswerSchema,
  type MfaDisabledAnswer,
  type MfaEnabledAnswer,
  type MfaRecoveryCodesAnswer,
  type MfaSetupAnswer,
  type User,
} from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { updateSessionUser } from '@/lib/session.ts';
import { profileKeys } from './query-keys.ts';

/** POST /api/auth/mfa/setup: a new secret and its QR code, shown once (decision 094). */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => api<MfaSetupAnswer>('/auth/mfa/setup', { method: 'POST', answer: import.meta.env.DEV ? mfaSetupAnswerSchema : undefined }),
  });
}

/** The account as the answer has it, in the session and the profile's copy. */
function useKeepUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    updateSessionUser(user);
    queryClient.setQueryData(profileKeys.currentUser(user.id), user);
  };
}

/** POST /api/auth/mfa/enable {code}: switched on, with the ten recovery codes. */
export function useEnableTwoFactor() {
  const keep = useKeepUser();
  return useMutation({
    mutationFn: (code: string) =>
      api<MfaEnabledAnswer>('/auth/mfa/enable', { method: 'POST', body: { code }, answer: import.meta.env.DEV ? mfaEnabledAnswerSchema : undefined }),
    onSuccess: (answer) => keep(answer.user),
  });
}

/** POST /api/auth/mfa/disable {code}: an authenticator code or a recovery code switches it off. */
export function useDisableTwoFactor() {
  const keep = useKeepUser();
  return useMutation({
    mutationFn: (code: string) =>
      api<MfaDisabledAnswer>('/auth/mfa/disable', {
        method: 'POST',
        body: { code },
        answer: import.meta.env.DEV ? mfaDisabledAnswerSchema : undefined,
      }),
    onSuccess: (answer) => keep(answer.user),
  });
}

/** POST /api/auth/mfa/recovery-codes {code}: ten new recovery codes, shown once; the earlier ones stop working. */
export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: (code: string) =>
      api<MfaRecoveryCodesAnswer>('/auth/mfa/recovery-codes', {
        method: 'POST',
        body: { code },
        answer: import.meta.env.DEV ? mfaRecoveryCodesAnswerSchema : undefined,
      }),
  });
}
