import { ERROR_COUNT_PARAMS } from './errors.counts.ts';
import type { ErrorCode } from './errors.ts';
import { validationMessages } from './messages.ts';

/**
 * One entry per refusal of the API (decision 030): its `code` (the class that sets the HTTP status),
 * the English `text` the API sends in `error`, with `{{param}}` placeholders for its variable parts,
 * and for a text that counts something, the param that counts (`count`) and the English text for
 * one (`one`). The web app translates `errors.reason.<reason>` with the same params.
 */
interface CatalogueEntry {
  code: ErrorCode;
  text: string;
  count?: string;
  one?: string;
}

// No imports of schemas here: the web's first load reads this file, and zod must stay out of it.
export const ERROR_CATALOGUE = {
  // Requests the server could not read (the error handler's own answers)
  invalidFields: { code: 'VALIDATION_ERROR', text: 'Invalid input' },
  badRequest: { code: 'BAD_REQUEST', text: 'Bad request' },
  malformedJson: { code: 'BAD_REQUEST', text: 'Malformed JSON in request body' },
  // Decision 108: text the database cannot store (a NUL byte) that slipped past the schemas.
  controlCharacters: { code: 'BAD_REQUEST', text: 'The text holds control characters (such as a NUL byte) that cannot be saved' },
  notFound: { code: 'NOT_FOUND', text: 'Not found' },
  routeNotFound: { code: 'NOT_FOUND', text: 'Route {{method}} {{path}} not found' },
  payloadTooLarge: { code: 'PAYLOAD_TOO_LARGE', text: 'Request body is too large' },
  unsupportedMediaType: { code: 'UNSUPPORTED_MEDIA_TYPE', text: 'Unsupported content type' },
  tooManyRequests: { code: 'RATE_LIMITED', text: 'Too many requests. Please try again later.' },
  tooManyAttempts: {
    code: 'RATE_LIMITED',
    text: 'Too many attempts. Please try again in {{minutes}} minutes.',
    one: 'Too many attempts. Please try again in {{minutes}} minute.',
    count: ERROR_COUNT_PARAMS.tooManyAttempts,
  },
  internalError: { code: 'INTERNAL_ERROR', text: 'Internal server error' },
  // Outages (decision 020)
  serviceUnavailable: { code: 'SERVICE_UNAVAILABLE', text: 'The shop is temporarily unavailable. Please try again in a minute.' },
  serviceBusy: { code: 'SERVICE_UNAVAILABLE', text: 'The shop is busy right now. Please try again in a few seconds.' },
  // PDFs one account asks for at once (decision 070)
  pdfRequestsBusy: {
    code: 'RATE_LIMITED',
    text: 'Your earlier downloads are still being prepared. Please wait until they finish and try again in a few seconds.',
  },
  storageFull: {
    code: 'INSUFFICIENT_STORAGE',
    text: 'The shop cannot save data right now because its storage is full. Please try again later or contact us.',
  },
  // Concurrency (decision 016)
  staleWrite: { code: 'STALE_WRITE', text: 'This was changed by someone else since you opened it' },
  concurrentWrite: { code: 'CONFLICT', text: 'Another request changed this at the same time. Please reload and try again.' },
  // Sessions
  authRequired: { code: 'UNAUTHORIZED', text: 'Authentication required' },
  tokenInvalid: { code: 'UNAUTHORIZED', text: 'Invalid or expired token' },
  tokenExpired: { code: 'TOKEN_EXPIRED', text: 'Invalid or expired token' },
  sessionRevoked: { code: 'TOKEN_EXPIRED', text: 'Session expired. Please log in again.' },
  adminRequired: { code: 'ADMIN_REQUIRED', text: 'Admin access required' },
  forbiddenForRole: { code: 'FORBIDDEN_FOR_ROLE', text: 'Your role ({{role}}) does not allow this' },
  // Accounts
  registrationRefused: { code: 'BAD_REQUEST', text: 'Registration could not be completed. Please try again.' },
  verificationLinkInvalid: { code: 'INVALID_TOKEN', text: 'Invalid or expired verification link' },
  sessionNotFound: { code: 'NOT_FOUND', text: 'That device is no longer signed in' },
  resetLinkInvalid: { code: 'INVALID_TOKEN', text: 'The reset link is invalid or has expired. Please request a new password reset link.' },
  invalidCredentials: { code: 'INVALID_CREDENTIALS', text: 'Invalid email or password' },
  // Two-factor sign-in (decision 094)
  mfaRequired: { code: 'INVALID_CREDENTIALS', text: 'Enter the code from your authenticator app' },
  mfaCodeInvalid: { code: 'INVALID_CREDENTIALS', text: 'That code is not valid. Enter the current code or an unused recovery code.' },
  mfaCodeRejected: { code: 'BAD_REQUEST', text: "That code is not valid. Check your phone's time and enter the current code." },
  mfaAlreadyEnabled: { code: 'CONFLICT', text: 'Two-factor sign-in is already on' },
  mfaNotSetUp: { code: 'CONFLICT', text: 'Two-factor sign-in is not set up' },
  mfaSetupRequired: { code: 'FORBIDDEN', text: 'The shop requires two-factor sign-in for staff. Set it up on your profile first.' },
  mfaRequiredForStaff: { code: 'CONFLICT', text: 'The shop requires two-factor sign-in for staff, so it cannot be turned off' },
  mfaOwnFirst: { code: 'CONFLICT', text: 'Turn on two-factor sign-in for your own account before requiring it of all staff' },
  emailNotVerified: {
    code: 'EMAIL_NOT_VERIFIED',
    text: 'Please verify your email address before logging in. Check your inbox for the verification link.',
  },
  accountPending: {
    code: 'ACCOUNT_PENDING',
    text: 'Your account is awaiting approval by an administrator. We will notify you once it is approved.',
  },
  accountRejected: { code: 'ACCOUNT_REJECTED', text: 'Your registration was rejected.' },
  accountRejectedWithReason: { code: 'ACCOUNT_REJECTED', text: 'Your registration was rejected. Reason: {{reason}}' },
  accountInactive: { code: 'ACCOUNT_INACTIVE', text: 'Your account has been deactivated. Please contact support.' },
  emailReadOnly: { code: 'VALIDATION_ERROR', text: validationMessages.emailReadOnly },
  paymentTermsNotUnderstood: { code: 'VALIDATION_ERROR', text: validationMessages.paymentTermsNotUnderstood },
  wrongCurrentPassword: { code: 'VALIDATION_ERROR', text: validationMessages.wrongCurrentPassword },
  passwordTooCommon: { code: 'VALIDATION_ERROR', text: validationMessages.passwordTooCommon },
  passwordContainsEmail: { code: 'VALIDATION_ERROR', text: validationMessages.passwordContainsEmail },
  passwordChangedMeanwhile: { code: 'CONFLICT', text: 'The password was changed in the meantime. Please log in again.' },
  // Users (administrators)
  userNotFound: { code: 'NOT_FOUND', text: 'User not found' },
  adminNeedsNoApproval: { code: 'CONFLICT', text: 'Administrators need no approval' },
  userAlreadyApproved: { code: 'CONFLICT', text: 'User is already approved' },
  onlyPendingRejectable: { code: 'CONFLICT', text: 'Only users pending approval can be rejected' },
  inactiveNotApprovable: { code: 'CONFLICT', text: 'This account is deactivated. Activate it before approving it.' },
  // Decision 056: held changes of company details
  noCompanyChangesHeld: { code: 'CONFLICT', text: 'No change of company details awaits confirmation' },
  adminNotDeletable: { code: 'FORBIDDEN', text: 'Administrators cannot be deleted' },
  selfDeactivate: { code: 'CONFLICT', text: 'You cannot deactivate your own account' },
  selfDemote: { code: 'CONFLICT', text: 'You cannot remove your own administrator access' },
  // Staff and roles (decision 092)
  staffNotFound: { code: 'NOT_FOUND', text: 'No such member of staff' },
  staffEmailTaken: { code: 'CONFLICT', text: 'An account with this e-mail already exists' },
  lastOwner: { code: 'LAST_OWNER', text: 'The shop must keep at least one active owner' },
  staffChangedInStaffManagement: { code: 'CONFLICT', text: 'Administrator access and staff accounts are changed in staff management' },
  selfMfaReset: { code: 'CONFLICT', text: 'Turn off your own two-factor sign-in on your profile' },
  staffMfaNotOn: { code: 'CONFLICT', text: 'This member of staff has no two-factor sign-in to reset' },
  customerNotFound: { code: 'NOT_FOUND', text: 'Customer not found' },
  priceNotFound: { code: 'NOT_FOUND', text: 'No such price is set' },
  // Price bounds (decision 061): confirmable with confirm_price_limits
  shopPriceAbovePublic: { code: 'VALIDATION_ERROR', text: 'The SHOP price {{price}} € of {{sku}} is above its public price {{limit}} €' },
  barPriceAbovePublic: { code: 'VALIDATION_ERROR', text: 'The BAR price {{price}} € of {{sku}} is above its public price {{limit}} €' },
  customerPriceAbovePublic: { code: 'VALIDATION_ERROR', text: 'The customer price {{price}} € of {{sku}} is above its public price {{limit}} €' },
  publicPriceBelowWholesale: { code: 'VALIDATION_ERROR', text: 'The public price {{price}} € of {{sku}} is below its wholesale price {{limit}} €' },
  // Catalogue
  productNotFound: { code: 'NOT_FOUND', text: 'Product not found' },
  productsNotFound: { code: 'NOT_FOUND', text: 'Product not found: {{ids}}' },
  catalogueHidden: { code: 'CATALOGUE_HIDDEN', text: 'Please log in to see the catalogue.' },
  skuTaken: { code: 'CONFLICT', text: validationMessages.skuTaken },
  // The products CSV import (decision 046): files that cannot be read as a whole
  importFileTooLarge: { code: 'PAYLOAD_TOO_LARGE', text: 'The CSV file may be at most 10 MB' },
  importOneFile: { code: 'PAYLOAD_TOO_LARGE', text: 'Send one CSV file at a time' },
  importTooManyRows: { code: 'PAYLOAD_TOO_LARGE', text: 'The file may have at most 20 000 product lines' },
  importEmpty: { code: 'BAD_REQUEST', text: 'The file is empty: it needs a header line and at least one product line' },
  importNotUtf8: { code: 'BAD_REQUEST', text: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again' },
  importNoSkuColumn: { code: 'BAD_REQUEST', text: 'The header line has no "sku" column' },
  importUnknownColumn: { code: 'BAD_REQUEST', text: 'Unknown column "{{column}}" in the header line' },
  importRepeatedColumn: { code: 'BAD_REQUEST', text: 'The column "{{column}}" appears twice in the header line' },
  importUnclosedQuote: { code: 'BAD_REQUEST', text: 'A quoted field that starts on line {{line}} is never closed' },
  importHasErrors: {
    code: 'VALIDATION_ERROR',
    text: 'Nothing was imported: the file has {{count}} errors',
    one: 'Nothing was imported: the file has {{count}} error',
    count: ERROR_COUNT_PARAMS.importHasErrors,
  },
  // Decision 060: `rows` lists the lines with their SKUs ("3 (ALF-001), 9 (ALF-002)").
  importConflict: {
    code: 'IMPORT_CONFLICT',
    text: 'Nothing was imported: {{count}} rows changed since your export (lines {{rows}}). Remove them from the file or tick overwrite',
    one: 'Nothing was imported: {{count}} row changed since your export (line {{rows}}). Remove it from the file or tick overwrite',
    count: ERROR_COUNT_PARAMS.importConflict,
  },
  importOverwriteInvalid: { code: 'BAD_REQUEST', text: 'The overwrite field must be a list of rows, each with its SKU and version' },
  // Cart and checkout
  adminsHaveNoCart: { code: 'FORBIDDEN', text: 'Administrators have no cart' },
  adminsHaveNoFavourites: { code: 'FORBIDDEN', text: 'Administrators have no favourites: only customers mark products' },
  cartItemNotFound: { code: 'NOT_FOUND', text: 'Cart item not found' },
  cartEmpty: { code: 'CART_EMPTY', text: 'Your cart is empty' },
  cartChanged: { code: 'CART_CHANGED', text: 'Your cart changed in another window: check the new total' },
  // Decision 059: a key names one request; another request needs a new key.
  idempotencyKeyReused: {
    code: 'IDEMPOTENCY_KEY_REUSED',
    text: 'This Idempotency-Key was already used for a different request: send a new key for a new request',
  },
  outOfStock: { code: 'OUT_OF_STOCK', text: '"{{product}}" is out of stock' },
  insufficientStock: { code: 'INSUFFICIENT_STOCK', text: 'Only {{available}} of "{{product}}" in stock' },
  belowMinimum: { code: 'BELOW_MINIMUM', text: 'The minimum order quantity for "{{product}}" is {{minimum}}' },
  productUnavailable: { code: 'PRODUCT_UNAVAILABLE', text: '"{{product}}" is no longer available' },
  addressNotFound: { code: 'NOT_FOUND', text: 'Address not found' },
  licenceNotVerified: {
    code: 'LICENCE_NOT_VERIFIED',
    text: 'The tobacco licence {{licence}} of this address is not verified yet. We deliver tobacco only to verified licence holders: you can order as soon as we have checked it.',
  },
  licenceRejected: {
    code: 'LICENCE_NOT_VERIFIED',
    text: 'The tobacco licence {{licence}} of this address could not be verified. Please correct it in your addresses or contact us.',
  },
  licenceExpired: {
    code: 'LICENCE_NOT_VERIFIED',
    text: 'The tobacco licence {{licence}} of this address was valid until {{date}}. Please enter the renewed licence in your addresses.',
  },
  tooManyAddresses: { code: 'CONFLICT', text: 'A customer can keep at most {{max}} addresses' },
  // The audit log (decision 095)
  auditExportTooLarge: { code: 'BAD_REQUEST', text: 'An export may hold at most {{max}} entries: narrow the filters' },
  // Orders
  orderNotFound: { code: 'NOT_FOUND', text: 'Order not found' },
  tooManyOrderNotes: { code: 'CONFLICT', text: 'Order {{number}} already has {{max}} notes: no more can be added' },
  orderNotEditable: { code: 'ORDER_NOT_EDITABLE', text: 'This order cannot be edited in its current status.' },
  duplicateOrderProduct: { code: 'BAD_REQUEST', text: 'Each product may appear only once in an order' },
  transitionFinal: { code: 'INVALID_TRANSITION', text: 'This order cannot be changed in its current status' },
  transitionFinalCancelled: { code: 'INVALID_TRANSITION', text: 'A cancelled order cannot be changed' },
  transitionFinalEnded: { code: 'INVALID_TRANSITION', text: 'An ended order cannot be changed' },
  transitionInvoiced: { code: 'INVALID_TRANSITION', text: 'This order has an invoice: it cannot go back. A correction needs a credit note.' },
  transitionCancelInvoiced: { code: 'INVALID_TRANSITION', text: 'Cannot cancel - invoice generated' },
  transitionPreInvoiced: {
    code: 'INVALID_TRANSITION',
    text: 'This order has a pre-invoice: cancel the pre-invoice before moving the order back to received.',
  },
  // Documents
  preInvoiceOnlyConfirmed: {
    code: 'DOCUMENT_NOT_ALLOWED',
    text: 'Pre-invoices can only be generated for confirmed orders. Current status: {{status}}',
  },
  preInvoiceNotYet: { code: 'DOCUMENT_NOT_ALLOWED', text: 'A pre-invoice is not available for this order yet. Current status: {{status}}' },
  preInvoiceExists: { code: 'DOCUMENT_EXISTS', text: 'A pre-invoice already exists for this order' },
  invoiceOnlyEnded: { code: 'DOCUMENT_NOT_ALLOWED', text: 'Invoices can only be generated for completed orders' },
  invoiceExists: { code: 'DOCUMENT_EXISTS', text: 'An invoice already exists for this order' },
  orderCancelled: { code: 'DOCUMENT_NOT_ALLOWED', text: 'The order is cancelled' },
  // The buyer's address (decision 053); `missing` lists the absent fields: billing_address, billing_postal_code, billing_city, billing_country.
  buyerAddressMissing: {
    code: 'BUYER_ADDRESS_MISSING',
    text: "The billing address of {{company}} is incomplete (missing: {{missing}}). Complete it on the customer's page before issuing a pre-invoice or an invoice.",
  },
  ownAddressMissing: {
    code: 'BUYER_ADDRESS_MISSING',
    text: 'Your billing address is incomplete (missing: {{missing}}). Complete it in your profile, then ask for the document again.',
  },
  invoiceNotFound: { code: 'NOT_FOUND', text: 'Invoice not found' },
  preInvoiceNotFound: { code: 'NOT_FOUND', text: 'Pre-invoice not found' },
  preInvoiceFinal: { code: 'DOCUMENT_NOT_ALLOWED', text: 'A {{status}} pre-invoice cannot be changed' },
  convertByInvoice: { code: 'DOCUMENT_NOT_ALLOWED', text: 'A pre-invoice becomes converted when its invoice is issued' },
  isafCompanyCode: {
    code: 'DOCUMENT_NOT_ALLOWED',
    text: "Enter the seller's company code (9 digits) in the invoice settings before exporting i.SAF",
  },
  isafBuyerCountry: {
    code: 'DOCUMENT_NOT_ALLOWED',
    text: 'Cannot export i.SAF: the buyer\'s country on {{number}} is "{{country}}", which names no country (i.SAF needs its two-letter ISO code)',
  },
  isafBuyerUnreadable: {
    code: 'DOCUMENT_NOT_ALLOWED',
    text: 'Cannot export i.SAF: the buyer stored on {{number}} cannot be read (its company name, company code, VAT code or country is missing or not text)',
  },
  isafTooLong: {
    code: 'DOCUMENT_NOT_ALLOWED',
    text: 'Cannot export i.SAF: on {{number}}, {{field}} "{{value}}" is longer than the {{max}} characters VMI\'s schema allows',
  },
  creditNoteNotFound: { code: 'NOT_FOUND', text: 'Credit note not found' },
  issuerMissing: {
    code: 'DOCUMENT_NOT_ALLOWED',
    text: 'Enter who issues documents (name and position) in the invoice settings before issuing the first document',
  },
  creditCancelledInvoice: { code: 'DOCUMENT_NOT_ALLOWED', text: 'A cancelled invoice cannot be credited' },
  // Issued documents are final; filed months (decision 052)
  invoiceHasCreditNotes: {
    code: 'INVOICE_HAS_CREDIT_NOTES',
    text: 'This invoice has credit notes and cannot be cancelled. Issue a credit note for what is left instead.',
  },
  invoicePeriodClosed: { code: 'PERIOD_CLOSED', text: '{{month}} is marked as filed with VMI. Issue a credit note instead of cancelling.' },
  invoiceCancelledFinal: { code: 'INVALID_TRANSITION', text: 'A cancelled invoice is final: its status cannot change' },
  // Payments (decision 078)
  overpayment: { code: 'OVERPAYMENT', text: 'The payment is more than is open on {{number}}: {{open_amount}} €' },
  paymentNotFound: { code: 'NOT_FOUND', text: 'Payment not found' },
  paymentDateInFuture: { code: 'VALIDATION_ERROR', text: 'The payment date {{paid_on}} is after today' },
  paymentOnCancelled: { code: 'DOCUMENT_NOT_ALLOWED', text: '{{number}} is cancelled: no payment can be recorded on it' },
  paymentOnConverted: { code: 'DOCUMENT_NOT_ALLOWED', text: '{{number}} became invoice {{invoice_number}}: record the payment on the invoice' },
  paymentAlreadyReversed: { code: 'CONFLICT', text: 'This payment has already been reversed' },
  paymentReversalFinal: { code: 'CONFLICT', text: 'A reversal cannot be reversed: record the payment again instead' },
  tooManyPayments: { code: 'CONFLICT', text: '{{number}} already has {{max}} payments: no more can be recorded' },
  // Credit limits and late payers at checkout (decision 082)
  creditLimitExceeded: {
    code: 'CREDIT_LIMIT_EXCEEDED',
    text: 'This order of {{order}} € would pass your credit limit of {{limit}} €: {{open}} € is open, {{available}} € is available',
  },
  creditLimitReached: {
    code: 'CREDIT_LIMIT_EXCEEDED',
    text: 'Your credit limit of {{limit}} € is used up: {{open}} € is open',
  },
  overdueInvoices: {
    code: 'OVERDUE_INVOICES',
    text: 'Invoice {{number}} is {{days}} days overdue: new orders can be placed once it is paid',
    one: 'Invoice {{number}} is {{days}} day overdue: new orders can be placed once it is paid',
    count: ERROR_COUNT_PARAMS.overdueInvoices,
  },
  // Bank statements (decision 079)
  bankStatementTooLarge: { code: 'PAYLOAD_TOO_LARGE', text: 'The statement may be at most 10 MB' },
  bankStatementOneFile: { code: 'PAYLOAD_TOO_LARGE', text: 'Send one statement file' },
  bankStatementTooManyEntries: { code: 'PAYLOAD_TOO_LARGE', text: 'A statement may have at most {{max}} entries' },
  bankStatementNotXml: { code: 'BAD_REQUEST', text: 'Not a camt.053 XML statement' },
  bankStatementDoctype: { code: 'BAD_REQUEST', text: 'A statement may not declare a DOCTYPE or entities' },
  bankStatementNotCamt053: { code: 'BAD_REQUEST', text: 'Not camt.053.001.02 or .08: namespace "{{namespace}}"' },
  bankStatementEmpty: { code: 'BAD_REQUEST', text: 'The statement has no entries' },
  bankAssignmentsInvalid: { code: 'BAD_REQUEST', text: 'Assignments must be a list of {entry_ref, document_number}' },
  bankAssignmentUnknownEntry: { code: 'BAD_REQUEST', text: 'Entry {{entry_ref}} is no credit of this statement' },
  bankAssignmentDocumentUnknown: { code: 'BAD_REQUEST', text: 'Entry {{entry_ref}}: no document {{document_number}}' },
  bankEntryOverpays: { code: 'OVERPAYMENT', text: 'Entry {{entry_ref}} ({{amount}} €) is more than {{number}} has open: {{open_amount}} €' },
  bankEntryOnCancelled: { code: 'DOCUMENT_NOT_ALLOWED', text: 'Entry {{entry_ref}}: {{number}} is cancelled' },
  bankEntryTooManyPayments: { code: 'CONFLICT', text: 'Entry {{entry_ref}}: {{number}} already has {{max}} payments' },
  isafMonthNotEnded: { code: 'INVALID_TRANSITION', text: '{{month}} has not ended yet: only an ended month can be marked as filed' },
  nothingToCredit: { code: 'DOCUMENT_NOT_ALLOWED', text: 'Every line of invoice {{number}} has already been credited' },
  nothingToCreditLine: { code: 'DOCUMENT_NOT_ALLOWED', text: 'Every unit of SKU {{sku}} has already been credited' },
  creditLineUnknown: { code: 'BAD_REQUEST', text: 'SKU {{sku}} is not a line of invoice {{number}}' },
  creditLineRepeated: { code: 'BAD_REQUEST', text: 'SKU {{sku}} is given more than once' },
  creditTooMuch: {
    code: 'DOCUMENT_NOT_ALLOWED',
    text: 'Only {{left}} units of SKU {{sku}} can still be credited',
    one: 'Only {{left}} unit of SKU {{sku}} can still be credited',
    count: ERROR_COUNT_PARAMS.creditTooMuch,
  },
  // Credit notes that correct a price or give a discount (decision 055)
  creditPriceNotLower: {
    code: 'DOCUMENT_NOT_ALLOWED',
    text: 'The corrected price of SKU {{sku}} must be below {{price}} €, its price on the invoice',
  },
  creditExceedsInvoice: {
    code: 'DOCUMENT_NOT_ALLOWED',
    text: 'Only {{amount}} € excluding VAT can still be credited on invoice {{number}}',
  },
  // Files and images
  fileNotFound: { code: 'NOT_FOUND', text: 'File not found' },
  multipartRequired: { code: 'UNSUPPORTED_MEDIA_TYPE', text: 'Send the files as multipart/form-data' },
  multipartMalformed: { code: 'BAD_REQUEST', text: 'Malformed multipart request' },
  fileFieldMissing: { code: 'BAD_REQUEST', text: 'Missing file field "{{field}}"' },
  formFieldTooLarge: { code: 'PAYLOAD_TOO_LARGE', text: 'The field "{{field}}" is too large' },
  tooManyFormFields: { code: 'PAYLOAD_TOO_LARGE', text: 'Too many form fields' },
  imageType: { code: 'UNSUPPORTED_MEDIA_TYPE', text: 'Only image files are allowed (JPEG, PNG, GIF, WebP)' },
  imageTooLarge: { code: 'PAYLOAD_TOO_LARGE', text: 'File size must be less than 5MB' },
  imageUnreadable: { code: 'UNSUPPORTED_MEDIA_TYPE', text: 'The image could not be read' },
  // Gallery
  galleryImageTooLarge: { code: 'PAYLOAD_TOO_LARGE', text: 'Each image may be at most 10 MB' },
  galleryTooManyImages: { code: 'PAYLOAD_TOO_LARGE', text: 'At most 10 images can be uploaded at once' },
  imageNotFound: { code: 'NOT_FOUND', text: 'Image not found' },
  folderNotFound: { code: 'NOT_FOUND', text: 'Folder not found' },
  folderExists: { code: 'CONFLICT', text: 'A folder with this name already exists' },
  tooManyFolders: { code: 'CONFLICT', text: 'The gallery holds at most {{max}} folders' },
  folderIdInvalid: { code: 'VALIDATION_ERROR', text: validationMessages.folderIdInvalid },
  noFilesChosen: { code: 'BAD_REQUEST', text: 'Choose at least one image to upload' },
  imageUsedByProduct: { code: 'CONFLICT', text: "This image is a product's photo ({{products}}); choose another photo for the product first" },
  imageChangedMeanwhile: { code: 'CONFLICT', text: 'This image was renamed or deleted meanwhile; reload the gallery' },
  photoGone: {
    code: 'CONFLICT',
    text: 'The chosen photo is no longer in the gallery (renamed or deleted meanwhile); choose it again',
  },
  // Translations
  noTranslationOverride: { code: 'NOT_FOUND', text: 'No override for this text' },
  // Bug reports
  bugReportNotFound: { code: 'NOT_FOUND', text: 'Bug report not found' },
  bugReportNoScreenshot: { code: 'NOT_FOUND', text: 'This report has no screenshot' },
  bugReportPartMissing: { code: 'VALIDATION_ERROR', text: 'The {{part}} part is missing' },
  bugReportPartTooLarge: { code: 'PAYLOAD_TOO_LARGE', text: 'The {{part}} part is too large' },
  bugReportLogsTooLarge: { code: 'PAYLOAD_TOO_LARGE', text: 'The console logs are too large' },
  bugReportPartMalformed: { code: 'VALIDATION_ERROR', text: 'The {{part}} part is not valid JSON' },
  bugReportPartInvalid: { code: 'VALIDATION_ERROR', text: 'The {{part}} part is not valid' },
  bugReportDescriptionTooLong: { code: 'VALIDATION_ERROR', text: 'The description may be at most {{max}} characters' },
  screenshotTooLarge: { code: 'PAYLOAD_TOO_LARGE', text: 'The screenshot may be at most 5 MB' },
  screenshotType: { code: 'UNSUPPORTED_MEDIA_TYPE', text: 'The screenshot must be a JPEG or PNG image' },
  screenshotTooManyPixels: { code: 'PAYLOAD_TOO_LARGE', text: 'The screenshot may be at most {{megapixels}} million pixels' },
  tooManyScreenshots: { code: 'PAYLOAD_TOO_LARGE', text: 'Send one screenshot at most' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorReason = keyof typeof ERROR_CATALOGUE;
export const ERROR_REASONS = Object.keys(ERROR_CATALOGUE) as ErrorReason[];

/** The `{{name}}` placeholders of a text, as a union of names. */
export type Placeholders<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The params a reason's text needs: each placeholder, a string or a number. */
export type ErrorParams<R extends ErrorReason> = { [Name in Placeholders<(typeof ERROR_CATALOGUE)[R]['text']>]: string | number };

/** The reasons whose text has no variable part. */
export type PlainErrorReason = { [R in ErrorReason]: Placeholders<(typeof ERROR_CATALOGUE)[R]['text']> extends never ? R : never }[ErrorReason];

/** The placeholder names of a text, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '');
}

/** A text with its `{{param}}` placeholders filled in; a placeholder without its param stays as written. */
export function fillPlaceholders(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** The English text of a refusal, its placeholders filled in (the API's `error`). */
export function errorTextOf(reason: ErrorReason, params: Record<string, string | number> = {}): string {
  const entry: CatalogueEntry = ERROR_CATALOGUE[reason];
  const template = entry.count !== undefined && entry.one !== undefined && params[entry.count] === 1 ? entry.one : entry.text;
  return fillPlaceholders(template, params);
}
