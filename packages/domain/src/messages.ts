/**
 * Validation messages: schemas carry the key, the API answers with the English text of the spec,
 * the web app shows the translation of `validation.<key>`.
 */
export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  // Password policy (decision 018): checked by the API only, after the schemas.
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  passwordContainsEmail: 'The password must not contain your e-mail address.',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  companyNameRequired: 'Company name is required',
  companyRegNumberRequired: 'Company registration number is required',
  contactPersonRequired: 'Contact person is required',
  currentPasswordRequired: 'Current password is required',
  tokenRequired: 'Token is required',
  reasonTooLong: 'Reason must be at most 500 characters',
  tooLong: 'Too long',
  brandRequired: 'Brand is required',
  nameRequired: 'Name is required',
  flavorRequired: 'Flavor is required',
  weightRequired: 'Weight is required',
  priceRequired: 'Retail price is required',
  priceInvalid: 'Price must be a number of at least 0',
  stockInvalid: 'Stock must be a whole number of at least 0',
  minOrderInvalid: 'Minimum order quantity must be a whole number of at least 1',
  imageUrlInvalid: 'Image must be an uploaded file',
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  addressNameRequired: 'Address name is required',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  countryRequired: 'Please choose a country',
  tobaccoLicenseRequired: 'Tobacco license number is required',
  shippingAddressRequired: 'Please select a shipping address',
  taxNoticeRequired: 'Please confirm the tax notice',
  orderNeedsItems: 'An order needs at least one item',
  prefixInvalid: 'A prefix may contain letters, digits and dashes',
  patternNeedsNumber: 'The pattern must contain {number}',
  skuInvalid: 'SKU may contain letters, digits, dots, dashes and underscores',
  // Gallery (admin spec §5)
  photoNameRequired: 'Photo name is required',
  altTextTooLong: 'Alt text should be under 125 characters for SEO',
  seoTitleTooLong: 'SEO title should be at most 60 characters',
  metaDescriptionTooLong: 'Meta description should be under 160 characters for SEO',
  folderNameRequired: 'Folder name is required',
  keywordTooLong: 'A keyword may have at most 50 characters',
  tooManyKeywords: 'At most 30 keywords',
  idempotencyKeyInvalid: 'Idempotency-Key must be 8 to 100 visible characters',
  versionInvalid: 'Version must be a whole number of at least 0',
} as const;
export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}
