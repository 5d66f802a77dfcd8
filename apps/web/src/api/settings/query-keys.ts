/** The plain ['settings'] key: every reader of GET /api/settings shares it. */
export const settingsQueryKey = ['settings'] as const;
