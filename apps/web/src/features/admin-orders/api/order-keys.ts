/** Every administrator order query lives under this key. */
export const ordersBaseKey = ['admin-orders'] as const;
