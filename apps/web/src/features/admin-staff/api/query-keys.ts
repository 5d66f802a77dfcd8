export const staffQueryKey = ['admin-staff', 'list'] as const;
