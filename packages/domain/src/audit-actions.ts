/**
 * Every action the API writes to the audit log (decision 095), and the group an operator filters it
 * by. The API's `audit()` takes only these, and the web words each one in both languages (a test
 * fails on one without its text), so no raw code reaches a screen.
 */
export const AUDIT_ACTIONS = [
  'order.status',
  'order.cancel',
  'order.items',
  'order.shipment',
  'order.note_added',
  'pre_invoice.issue',
  'pre_invoice.status',
  'pre_invoice.convert',
  'invoice.issue',
  'invoice.status',
  'credit_note.issue',
  'isaf_period.close',
  'user.update',
  'user.approve',
  'user.reject',
  'user.verify_email',
  'user.anonymise',
  'user.delete',
  'user.company_changes.confirm',
  'user.company_changes.reject',
  'licence.verify',
  'licence.reject',
  'product.create',
  'product.update',
  'product.bulk_update',
  'product.deactivate',
  'product.delete',
  'product.photo',
  'product.import',
  'product.import_overwrite',
  'price.update',
  'price.bulk_update',
  'price.import',
  'price.delete',
  'stock.update',
  'stock.bulk_update',
  'stock.import',
  'payment.record',
  'payment.reverse',
  'bank_statement.apply',
  'settings.update',
  'settings.age_gate_reset',
  'invoice_settings.update',
  'translation.set',
  'translation.remove',
  'login.success',
  'login.failed',
  'password.change',
  'password.reset',
  // Two-factor sign-in (decision 094)
  'mfa.enabled',
  'mfa.disabled',
  'mfa.recovery_code_used',
  'mfa.recovery_codes_renewed',
  // Staff and roles (decision 092)
  'staff.invite',
  'staff.update',
  'staff.mfa_reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an operator filters the log by; `sign_ins` is hidden unless asked for. */
export const AUDIT_GROUPS = [
  'orders',
  'documents',
  'customers',
  'products',
  'prices',
  'stock',
  'payments',
  'settings',
  'staff',
  'sign_ins',
  'other',
] as const;
type AuditGroup = (typeof AUDIT_GROUPS)[number];

const GROUP_OF_PREFIX: Record<string, AuditGroup> = {
  order: 'orders',
  pre_invoice: 'documents',
  invoice: 'documents',
  credit_note: 'documents',
  isaf_period: 'documents',
  user: 'customers',
  licence: 'customers',
  product: 'products',
  price: 'prices',
  stock: 'stock',
  payment: 'payments',
  bank_statement: 'payments',
  settings: 'settings',
  invoice_settings: 'settings',
  translation: 'settings',
  staff: 'staff',
  login: 'sign_ins',
  logout: 'sign_ins',
  mfa: 'sign_ins',
  password: 'sign_ins',
};

/** The group of an action, by the part before its first dot (`login.failed` → sign_ins); an unknown one is `other`. */
export function auditGroupOf(action: string): AuditGroup {
  return GROUP_OF_PREFIX[action.split('.')[0] ?? ''] ?? 'other';
}
