import type { ReceivablesParams } from './get-receivables.ts';

/** The receivables report's pages. */
export const receivablesKeys = {
  all: ['admin-receivables'] as const,
  page: (params: ReceivablesParams) => ['admin-receivables', params] as const,
};
