/**
 * The i.SAF 1.2 sales file (register of issued invoices) for VMI: a pure writer, no database.
 * VMI's schema `schema/isaf-1.2.xsd` is the authority for every element, its order, type and length
 * (decision 051); the tests validate what this writes against it with libxml2.
 */
import { ISAF_MAX_LENGTH, type CountryCode } from '@shop/domain';
import { create } from 'xmlbuilder2';

const ISAF_NAMESPACE = 'http://www.vmi.lt/cms/imas/isaf';
const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

/** What i.SAF asks of the buyer: no CustomerID (MasterFiles carries no Customers), the four fields instead. */
export interface IsafBuyer {
  /** The VAT code on the document; null is written "ND". */
  vatCode: string | null;
  /** The company code (or a foreign person's number); null is written "ND". */
  companyCode: string | null;
  /** ISO 3166-1 alpha-2; null (none was stored) is written nil. */
  country: CountryCode | null;
  /** Null or empty is written "ND". */
  name: string | null;
}
export interface IsafDocument {
  /** As printed, e.g. "HW-2026-00012" or "KS-2026-00001". */
  number: string;
  /** SF an invoice, KS a credit note, AN a cancelled invoice. */
  type: 'SF' | 'KS' | 'AN';
  /** YYYY-MM-DD issue date. */
  date: string;
  /** When it differs from `date` it is written as VATPointDate, else nil. */
  supplyDate?: string | null;
  buyer: IsafBuyer;
  /** KS: the corrected invoice. */
  reference?: { number: string; date: string } | null;
  /** One per VAT rate; negative on KS. */
  totals: Array<{ taxableCents: number; vatCents: number; ratePercent: number; taxCode: string }>;
}
export interface IsafInput {
  /** The seller's company code, 9 digits. */
  sellerCode: string;
  from: string;
  to: string;
  createdAt: Date;
  software: { company: string; name: string; version: string };
  documents: IsafDocument[];
}

export type IsafTextField = keyof typeof ISAF_MAX_LENGTH;

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

/** A code as i.SAF carries it: without spaces, in capitals; "ND" (no data) when there is none. */
const codeOrNd = (value: string | null) => value?.replace(/\s+/g, '').toUpperCase() || 'ND';
const nameOrNd = (value: string | null) => value?.trim() || 'ND';

/** The buyer's elements as written, in the schema's order (CustomerInfo without CustomerID). */
function buyerTexts(buyer: IsafBuyer) {
  return {
    VATRegistrationNumber: codeOrNd(buyer.vatCode),
    RegistrationNumber: codeOrNd(buyer.companyCode),
    Country: buyer.country,
    Name: nameOrNd(buyer.name),
  };
}

/** The first text of a document longer than its element's type allows (counted in characters, as XSD does), or null. */
export function overlongText(document: IsafDocument): { field: IsafTextField; value: string; max: number } | null {
  const { VATRegistrationNumber, RegistrationNumber, Name } = buyerTexts(document.buyer);
  const texts: Array<[IsafTextField, string | undefined]> = [
    ['InvoiceNo', document.number],
    ['VATRegistrationNumber', VATRegistrationNumber],
    ['RegistrationNumber', RegistrationNumber],
    ['Name', Name],
    ['ReferenceNo', document.reference?.number],
  ];
  for (const [field, value] of texts) {
    if (value !== undefined && [...value].length > ISAF_MAX_LENGTH[field]) return { field, value, max: ISAF_MAX_LENGTH[field] };
  }
  return null;
}

type Element = ReturnType<typeof create>;

const nil = (parent: Element, name: string) => parent.ele(name).att(XSI_NAMESPACE, 'xsi:nil', 'true');
const leaf = (parent: Element, name: string, text: string | null) => (text === null ? nil(parent, name) : parent.ele(name).txt(text));

function writeInvoice(invoices: Element, document: IsafDocument): void {
  const invoice = invoices.ele('Invoice');
  leaf(invoice, 'InvoiceNo', document.number);
  const buyer = invoice.ele('CustomerInfo');
  for (const [name, text] of Object.entries(buyerTexts(document.buyer))) leaf(buyer, name, text);
  leaf(invoice, 'InvoiceDate', document.date);
  leaf(invoice, 'InvoiceType', document.type);
  leaf(invoice, 'SpecialTaxation', '');
  // Every invoice has References; only a credit note's names the invoice it corrects.
  const references = invoice.ele('References');
  if (document.type === 'KS' && document.reference) {
    const reference = references.ele('Reference');
    leaf(reference, 'ReferenceNo', document.reference.number);
    leaf(reference, 'ReferenceDate', document.reference.date);
  }
  leaf(invoice, 'VATPointDate', document.supplyDate && document.supplyDate !== document.date ? document.supplyDate : null);
  const totals = invoice.ele('DocumentTotals');
  for (const total of document.totals) {
    const line = totals.ele('DocumentTotal');
    leaf(line, 'TaxableValue', euros(total.taxableCents));
    leaf(line, 'TaxCode', total.taxCode);
    leaf(line, 'TaxPercentage', String(total.ratePercent));
    leaf(line, 'Amount', euros(total.vatCents));
    leaf(line, 'VATPointDate2', null);
  }
}

/**
 * The i.SAF 1.2 sales file ("S") of the issued documents, one part, as UTF-8 XML text. A period
 * without documents has no SalesInvoices (the schema wants at least one Invoice in it).
 */
export function isafFile(input: IsafInput): string {
  // Characters XML 1.0 cannot carry at all are dropped.
  const document = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const root = document.ele(ISAF_NAMESPACE, 'iSAFFile').att(XMLNS_NAMESPACE, 'xmlns:xsi', XSI_NAMESPACE);
  const description = root.ele('Header').ele('FileDescription');
  leaf(description, 'FileVersion', 'iSAF1.2');
  leaf(description, 'FileDateCreated', vilniusDateTime(input.createdAt));
  leaf(description, 'DataType', 'S');
  leaf(description, 'SoftwareCompanyName', input.software.company);
  leaf(description, 'SoftwareName', input.software.name);
  leaf(description, 'SoftwareVersion', input.software.version);
  leaf(description, 'RegistrationNumber', input.sellerCode);
  leaf(description, 'NumberOfParts', '1');
  leaf(description, 'PartNumber', '1');
  const criteria = description.ele('SelectionCriteria');
  leaf(criteria, 'SelectionStartDate', input.from);
  leaf(criteria, 'SelectionEndDate', input.to);
  root.ele('MasterFiles');
  const sources = root.ele('SourceDocuments');
  if (input.documents.length > 0) {
    const invoices = sources.ele('SalesInvoices');
    for (const item of input.documents) writeInvoice(invoices, item);
  }
  return `${document.end({ prettyPrint: true })}\n`;
}
