export const authKeys = {
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
  verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
};
