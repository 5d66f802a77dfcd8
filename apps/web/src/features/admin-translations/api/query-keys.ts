export const translationKeys = {
  bundled: ['admin-translations', 'bundled'] as const,
  overrides: ['admin-translations', 'overrides'] as const,
};
