export const balanceKeys = {
  balance: (userId: number) => ['account-balance', userId] as const,
};
