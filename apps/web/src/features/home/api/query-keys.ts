export const healthKey = ['health'] as const;
