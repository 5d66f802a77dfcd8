/** The customer filter's queries (the administrators' lists of orders and documents share it). */
export const customerFilterKeys = {
  all: ['customer-filter'] as const,
  suggestions: (text: string) => ['customer-filter', 'suggestions', text] as const,
  customer: (id: number) => ['customer-filter', 'customer', id] as const,
};
