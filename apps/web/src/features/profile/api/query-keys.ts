/** The profile's queries, per signed-in user; the addresses are the shared key of lib/query-keys.ts. */
export const profileKeys = {
  currentUser: (userId: number) => ['profile', userId, 'me'] as const,
  signedInDevices: (userId: number) => ['profile', userId, 'devices'] as const,
};
