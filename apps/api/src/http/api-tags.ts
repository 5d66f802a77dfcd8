/**
 * What each part of the published API holds (decision 106): a route's tag is the first part of its
 * address after /api (api-reference.ts `routeTag`), and every tag the document uses is described
 * here (http/openapi.test.ts fails on one that is not, and on a description no route uses).
 */
export const API_TAGS: Readonly<Record<string, string>> = {
  health: 'Whether the instance runs (`live`), may take traffic (`ready`), and the database answers.',
  auth: 'Registration, e-mail verification, sign-in with two-factor, password reset, sessions and devices.',
  users: "Customers: the administrators' list, approvals, licences, credit limits; a customer's own addresses.",
  staff: 'Members of staff and their roles: invitations, role changes, deactivation (owners only).',
  products: 'The catalogue as each viewer sees it, product management, imports and exports, stock, price list.',
  cart: "A customer's cart: lines, quantities and what checkout would charge.",
  orders: 'Checkout, orders and their progress, item edits, notes, status mails and order documents.',
  invoices: 'VAT invoices, credit notes on them, payments, receivables, reminders, i.SAF and the accounting exports.',
  'credit-notes': 'The list of credit notes and each one as PDF.',
  'pre-invoices': 'Pre-invoices (proforma) of orders, their payments and conversion into an invoice.',
  payments: 'Payments recorded by hand or from a bank statement, and their reversals.',
  account: "A customer's own money: balance, statement and open documents.",
  company: "The seller's details printed on every document.",
  dashboard: 'The figures of the start page, for a customer or for staff.',
  pricing: 'Customer-specific prices and the prices by customer type.',
  settings: "The shop's settings: visibility, payment terms, reminders, stock alerts, two-factor for staff.",
  translations: "The administrators' text overrides over the bundled English and Lithuanian texts.",
  'age-gate': "The age gate's version and the language it is asked in.",
  'audit-log': 'Who did what, when: the readable audit log, its filters and its CSV.',
  gallery: 'Product pictures: upload, variants, assignment and deletion.',
  'bug-reports': 'Bug reports with their screenshot and metadata, and their handling.',
};
