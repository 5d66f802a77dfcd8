/**
 * The i.SAF 1.2 sales file (register of issued invoices) for VMI: a pure writer, no database.
 * Element names and order follow VMI's i.SAF 1.2 description (docs/decisions/039-isaf-export.md);
 * `checkIsafFile` in `isaf-tree.ts` checks the result against the same tree.
 */
import { countryCodeOf } from '@shop/domain';
import { ISAF_NAMESPACE, XSI_NAMESPACE } from './isaf-tree.ts';

export interface IsafSeller {
  /** 9 digits. */
  companyCode: string;
}
export interface IsafDocument {
  /** As printed, e.g. "HW-2026-00012" or "KS-2026-00001". */
  number: string;
  /** SF an invoice, KS a credit note, AN a cancelled invoice. */
  type: 'SF' | 'KS' | 'AN';
  /** YYYY-MM-DD issue date. */
  date: string;
  /** When it differs from `date` it is written as VATPointDate, else xsi:nil. */
  supplyDate?: string | null;
  customer: { id: string; vatCode: string | null; companyCode: string; country: string | null; name: string };
  /** KS: the corrected invoice. */
  reference?: { number: string; date: string } | null;
  /** One per VAT rate; negative on KS. */
  totals: Array<{ taxableCents: number; vatCents: number; ratePercent: number; taxCode: string }>;
}
export interface IsafInput {
  seller: IsafSeller;
  from: string;
  to: string;
  createdAt: Date;
  software: { company: string; name: string; version: string };
  documents: IsafDocument[];
}

interface Node {
  name: string;
  attributes?: Record<string, string>;
  /** A leaf's value; a leaf without one is written empty. */
  text?: string;
  children?: Node[];
}

const leaf = (name: string, text: string): Node => ({ name, text });
const nil = (name: string): Node => ({ name, attributes: { 'xsi:nil': 'true' } });
const branch = (name: string, children: Node[]): Node => ({ name, children });

/** Euros with 2 decimals from integer cents: -1234 → "-12.34". */
export function euros(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`i.SAF: an amount must be whole cents, got ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Local time in Lithuania as YYYY-MM-DDThh:mm:ss. */
export function vilniusDateTime(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vilnius',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * The buyer's country as i.SAF's two letters: a 2-letter code as given, one of the shop's countries
 * by any of its spellings (the domain's vocabulary), anything else (or nothing) "LT", where the shop's
 * buyers are.
 */
export function isafCountry(country: string | null | undefined): string {
  const value = (country ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  const code = countryCodeOf(value);
  return code ?? 'LT';
}

const orNd = (value: string | null | undefined) => value?.replace(/\s+/g, '').toUpperCase() || 'ND';

function invoice(document: IsafDocument): Node {
  const { customer } = document;
  const references =
    document.type === 'KS' && document.reference
      ? [
          branch('References', [
            branch('Reference', [leaf('ReferenceNo', document.reference.number), leaf('ReferenceDate', document.reference.date)]),
          ]),
        ]
      : [];
  return branch('Invoice', [
    leaf('InvoiceNo', document.number),
    branch('CustomerInfo', [
      leaf('CustomerID', customer.id),
      leaf('VATRegistrationNumber', orNd(customer.vatCode)),
      leaf('RegistrationNumber', orNd(customer.companyCode)),
      leaf('Country', isafCountry(customer.country)),
      leaf('Name', customer.name),
    ]),
    leaf('InvoiceDate', document.date),
    leaf('InvoiceType', document.type),
    leaf('SpecialTaxation', ''),
    ...references,
    document.supplyDate && document.supplyDate !== document.date ? leaf('VATPointDate', document.supplyDate) : nil('VATPointDate'),
    branch(
      'DocumentTotals',
      document.totals.map((total) =>
        branch('DocumentTotal', [
          leaf('TaxableValue', euros(total.taxableCents)),
          leaf('TaxCode', total.taxCode),
          leaf('TaxPercentage', String(total.ratePercent)),
          leaf('Amount', euros(total.vatCents)),
          nil('VATPointDate2'),
        ]),
      ),
    ),
  ]);
}

// Characters XML 1.0 cannot carry at all are dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
const INVALID_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (text: string) =>
  text.replace(INVALID_CHARACTERS, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function serialize(node: Node, depth: number): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  const open = `${indent}<${node.name}${attributes}`;
  if (node.children) {
    if (node.children.length === 0) return `${open}/>`;
    return [`${open}>`, ...node.children.map((child) => serialize(child, depth + 1)), `${indent}</${node.name}>`].join('\n');
  }
  return node.text ? `${open}>${escapeXml(node.text)}</${node.name}>` : `${open}/>`;
}

/** The i.SAF 1.2 sales file ("S") of the issued documents, one part, as UTF-8 XML text. */
export function isafFile(input: IsafInput): string {
  const root: Node = {
    name: 'iSAFFile',
    attributes: { xmlns: ISAF_NAMESPACE, 'xmlns:xsi': XSI_NAMESPACE },
    children: [
      branch('Header', [
        branch('FileDescription', [
          leaf('FileVersion', 'iSAF1.2'),
          leaf('FileDateCreated', vilniusDateTime(input.createdAt)),
          leaf('DataType', 'S'),
          leaf('SoftwareCompanyName', input.software.company),
          leaf('SoftwareName', input.software.name),
          leaf('SoftwareVersion', input.software.version),
          leaf('RegistrationNumber', input.seller.companyCode),
          leaf('NumberOfParts', '1'),
          leaf('PartNumber', '1'),
          branch('SelectionCriteria', [leaf('SelectionStartDate', input.from), leaf('SelectionEndDate', input.to)]),
        ]),
      ]),
      branch('MasterFiles', []),
      branch('SourceDocuments', [branch('SalesInvoices', input.documents.map(invoice))]),
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root, 0)}\n`;
}
