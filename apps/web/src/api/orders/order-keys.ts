/** Every administrator order query lives under this key (the orders screens and the documents' cache refresh share it). */
export const ordersBaseKey = ['admin-orders'] as const;
