/**
 * English words the shop's own English texts use, which no Lithuanian screen, mail or PDF may show
 * (decision 089): the one list the guards read — the unit tests of the Lithuanian texts,
 * the API test of Lithuanian mails and PDFs, and the browser journeys in Lithuanian.
 *
 * Whole words only, any case ("Order", "order", "ORDER"); the customer types and codes that are
 * also words of other meaning are matched in capitals only ("SHOP", not the "Shop" of a company's
 * name). A word a Lithuanian text may show (a brand, a product, a company, a code) is passed as
 * allowed by the caller, never taken off this list.
 */
const SHOP_ENGLISH_WORDS = [
  // Countries: named by Intl.DisplayNames in the reader's language.
  'Lithuania',
  'Latvia',
  'Estonia',
  'Poland',
  'Germany',
  'Ukraine',
  // Units and the licence, however spelled.
  'pc',
  'pcs',
  'licence',
  'licences',
  'license',
  'licenses',
  // Greetings.
  'Welcome',
  'Hello',
  'Dear',
  // The shop's words (glossary).
  'Order',
  'Orders',
  'Invoice',
  'Invoices',
  'Pre-invoice',
  'Pro-forma',
  'Credit note',
  'Status',
  'Subtotal',
  'Total',
  'Price',
  'Prices',
  'Stock',
  'Brand',
  'Cart',
  'Checkout',
  'Customer',
  'Customers',
  'Shipping',
  'Payment',
  'Quantity',
  'Qty',
  'Discount',
  'Product',
  'Products',
  'Amount',
  'Dashboard',
  'Download',
  'Cancel',
  'Search',
  'Pending',
  'Confirmed',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Paid',
  'Unpaid',
  'Overdue',
  'Flavour',
  'Weight',
  'Seller',
  'Buyer',
  'Account',
  'Log in',
  'Log out',
  'Sign in',
  'E-mail',
  'Tracking',
  'Carrier',
  'Wholesale',
] as const;

/** Matched in capitals only: customer types and codes whose other spellings are names ("Bar Mint", "Shop"). */
const SHOP_ENGLISH_CODES = ['SHOP', 'BAR', 'SKU', 'VAT'] as const;

const escapeWord = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordsPattern = (words: readonly string[], flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.map(escapeWord).join('|')})(?![\\p{L}\\p{N}_])`, flags);

let patterns: { words: RegExp; codes: RegExp } | null = null;

/** The shop's own name, which every page and mail shows in both languages. */
const SHOP_NAME = 'Hookah Wholesale';

/** Addresses and links name no word of a language: "customer-12@example.lt", "https://…/orders". */
const ADDRESSES = /\S+@\S+|https?:\/\/\S+/g;

/**
 * The English words of the list a text shows, each once as written ([] when none), after the
 * allowed texts (brand and product names, a company, a code) and e-mail addresses and links are
 * taken out (and the shop's name, Hookah Wholesale).
 */
export function englishWordsIn(text: string, allowed: readonly string[] = []): string[] {
  patterns ??= { words: wordsPattern(SHOP_ENGLISH_WORDS, 'giu'), codes: wordsPattern(SHOP_ENGLISH_CODES, 'gu') };
  let rest = text.replace(ADDRESSES, ' ');
  for (const text of [SHOP_NAME, ...allowed].sort((a, b) => b.length - a.length)) if (text) rest = rest.split(text).join(' ');
  const found = [...rest.matchAll(patterns.words), ...rest.matchAll(patterns.codes)].map((match) => match[0]);
  return [...new Set(found)];
}
