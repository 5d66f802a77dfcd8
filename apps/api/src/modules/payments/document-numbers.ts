import { foldText, formatDocumentNumber, type InvoiceSettings } from '@shop/domain';
import type { PayableKind } from './payments.repository.ts';

/**
 * The shop's invoice and pre-invoice numbers as a payer writes them in a bank transfer's text
 * (decision 079): in any case, with spaces, dashes, slashes or dots between the parts or none
 * ("hw 2026 00042", "HW202600042", "HW-2026-42"), read by the shop's current numbering pattern and
 * prefixes, and given back as the shop prints them ("HW-2026-00042").
 */

export interface NamedNumber {
  kind: PayableKind;
  number: string;
}

const SEPARATORS = '[\\s\\-_/.]*';
/** A transfer's text is at most a few lines; longer is read up to here. */
const MAX_TEXT = 1000;

type Token = { literal: string } | { part: 'year' | 'number' };

function tokensOf(pattern: string, prefix: string): Token[] {
  const tokens: Token[] = [];
  for (const piece of pattern.replaceAll('{prefix}', prefix.toUpperCase()).split(/(\{year\}|\{number\})/)) {
    if (piece === '{year}') tokens.push({ part: 'year' });
    else if (piece === '{number}') tokens.push({ part: 'number' });
    else for (const char of piece.toUpperCase()) if (/[A-Z0-9]/.test(char)) tokens.push({ literal: char });
  }
  return tokens;
}

/** One series' reader: the pattern's letters and digits in order, anything of SEPARATORS between them. */
function seriesReader(kind: PayableKind, settings: InvoiceSettings) {
  const prefix = kind === 'invoice' ? settings.invoice_prefix : settings.pre_invoice_prefix;
  const tokens = tokensOf(settings.number_pattern, prefix);
  const hasLetters = tokens.some((token) => 'literal' in token);
  const groups: Array<'year' | 'number'> = [];
  const body = tokens
    .map((token) => {
      if ('literal' in token) return token.literal;
      groups.push(token.part);
      // Without letters around it, a number must be written in full (its padding), or any figure would do.
      return token.part === 'year' ? '(\\d{4})' : hasLetters ? '(\\d{1,12})' : `(\\d{${settings.number_padding},12})`;
    })
    .join(SEPARATORS);
  const regex = new RegExp(`(?<![A-Z0-9])${body}(?![0-9])`, 'g');
  return (text: string): NamedNumber[] =>
    [...text.matchAll(regex)].flatMap((match) => {
      const year = groups.indexOf('year');
      const serial = Number(match[groups.indexOf('number') + 1]);
      if (!Number.isSafeInteger(serial) || serial < 1) return [];
      const yearValue = year >= 0 ? Number(match[year + 1]) : 0;
      return [{ kind, number: formatDocumentNumber(settings.number_pattern, prefix, serial, settings.number_padding, yearValue) }];
    });
}

/** The reader of both series, made once per statement. */
export function documentNumberReader(settings: InvoiceSettings): (text: string) => NamedNumber[] {
  const readers = (['invoice', 'pre_invoice'] as const).map((kind) => seriesReader(kind, settings));
  return (text) => {
    // Upper case; a creditor reference's "RF" and check digits (ISO 11649) set apart from what follows.
    const plain = text
      .slice(0, MAX_TEXT)
      .toUpperCase()
      .replace(/(?<![A-Z0-9])RF\d{2}(?=[A-Z0-9])/g, ' ');
    const seen = new Set<string>();
    return readers
      .flatMap((read) => read(plain))
      .filter((named) => {
        const key = `${named.kind}:${named.number}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  };
}

/** Legal forms a bank and a customer write differently or leave out. */
const LEGAL_FORMS = new Set(['uab', 'ab', 'mb', 'ii', 'vsi', 'zub', 'kub', 'tub', 'ltd', 'llc', 'sia', 'as', 'ou', 'oy', 'gmbh', 'sp', 'z', 'o']);

/** A company's name as a payer and a customer are compared: folded, without punctuation or legal form, its words in order. */
export function companyKey(name: string | null | undefined): string {
  if (!name) return '';
  return foldText(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word && !LEGAL_FORMS.has(word))
    .sort()
    .join(' ');
}

/** A company code as digits only ("LT 302 123 456" and "302123456" are the same). */
export const codeKey = (code: string | null | undefined): string => (code ?? '').replace(/\D/g, '');
