/** Amount of money in words for invoices, e.g. 12345 → "vienas šimtas dvidešimt trys eurai 45 ct". */

type AmountLanguage = 'lt' | 'en';

/** Largest supported amount: 999 999 999,99 € (groups up to millions). */
const MAX_AMOUNT_IN_WORDS_CENTS = 99_999_999_999;

const LT_ONES = ['', 'vienas', 'du', 'trys', 'keturi', 'penki', 'šeši', 'septyni', 'aštuoni', 'devyni'];
const LT_TEENS = [
  'dešimt',
  'vienuolika',
  'dvylika',
  'trylika',
  'keturiolika',
  'penkiolika',
  'šešiolika',
  'septyniolika',
  'aštuoniolika',
  'devyniolika',
];
const LT_TENS = [
  '',
  '',
  'dvidešimt',
  'trisdešimt',
  'keturiasdešimt',
  'penkiasdešimt',
  'šešiasdešimt',
  'septyniasdešimt',
  'aštuoniasdešimt',
  'devyniasdešimt',
];

const EN_ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const EN_TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Lithuanian noun forms: [singular (1, 21…), nominative plural (2–9, 22…), genitive plural (0, 10–20, 30…)]. */
type LtForms = readonly [string, string, string];
const LT_EURO: LtForms = ['euras', 'eurai', 'eurų'];
const LT_THOUSAND: LtForms = ['tūkstantis', 'tūkstančiai', 'tūkstančių'];
const LT_MILLION: LtForms = ['milijonas', 'milijonai', 'milijonų'];

/** Picks the Lithuanian form that agrees with a number: it depends on its last two digits only. */
function ltForm(n: number, forms: LtForms): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (last === 0 || (lastTwo >= 10 && lastTwo <= 19)) return forms[2];
  return last === 1 ? forms[0] : forms[1];
}

/** Words of one group of three digits (1–999) in Lithuanian. */
function ltGroup(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  const words: string[] = [];
  if (hundreds > 0) words.push(LT_ONES[hundreds]!, hundreds === 1 ? 'šimtas' : 'šimtai');
  if (tens === 1) words.push(LT_TEENS[ones]!);
  else {
    if (tens > 1) words.push(LT_TENS[tens]!);
    if (ones > 0) words.push(LT_ONES[ones]!);
  }
  return words;
}

/** Words of one group of three digits (1–999) in English. */
function enGroup(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  const words: string[] = [];
  if (hundreds > 0) words.push(EN_ONES[hundreds]!, 'hundred');
  if (tens === 1) words.push(EN_TEENS[ones]!);
  else if (tens > 1) words.push(ones > 0 ? `${EN_TENS[tens]}-${EN_ONES[ones]}` : EN_TENS[tens]!);
  else if (ones > 0) words.push(EN_ONES[ones]!);
  return words;
}

function ltEuros(euros: number): string {
  if (euros === 0) return 'nulis eurų';
  const millions = Math.floor(euros / 1_000_000);
  const thousands = Math.floor(euros / 1000) % 1000;
  const units = euros % 1000;
  const words: string[] = [];
  if (millions > 0) words.push(...ltGroup(millions), ltForm(millions, LT_MILLION));
  if (thousands > 0) words.push(...ltGroup(thousands), ltForm(thousands, LT_THOUSAND));
  if (units > 0) words.push(...ltGroup(units));
  words.push(ltForm(euros, LT_EURO));
  return words.join(' ');
}

function enEuros(euros: number): string {
  if (euros === 0) return 'zero euros';
  const millions = Math.floor(euros / 1_000_000);
  const thousands = Math.floor(euros / 1000) % 1000;
  const units = euros % 1000;
  const words: string[] = [];
  if (millions > 0) words.push(...enGroup(millions), 'million');
  if (thousands > 0) words.push(...enGroup(thousands), 'thousand');
  if (units > 0) words.push(...enGroup(units));
  words.push(euros === 1 ? 'euro' : 'euros');
  return words.join(' ');
}

/**
 * Writes an amount of euro cents in words, lowercase, with the cents as two digits and "ct".
 * Negative amounts (credit notes) start with "minus". Throws a RangeError for non-integers
 * and for amounts beyond ±999 999 999,99 €.
 */
export function amountInWords(cents: number, language: AmountLanguage): string {
  if (!Number.isInteger(cents) || Math.abs(cents) > MAX_AMOUNT_IN_WORDS_CENTS) {
    throw new RangeError(`amountInWords: expected whole cents within ±${MAX_AMOUNT_IN_WORDS_CENTS}, got ${cents}`);
  }
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100);
  const centsPart = String(absolute % 100).padStart(2, '0');
  const words = `${language === 'lt' ? ltEuros(euros) : enEuros(euros)} ${centsPart} ct`;
  return cents < 0 ? `minus ${words}` : words;
}
