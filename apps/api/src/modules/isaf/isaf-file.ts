/**
 * The i.SAF 1.2 sales file (register of issued invoices) for VMI: a pure writer, no database.
 * VMI's schema `schema/isaf-1.2.xsd` is the authority for every element, its order, type and length
 * (decision 051); the tests validate what this writes against it with libxml2. It is written as a
 * stream, one document at a time as they are read, so a month of any size takes the same memory
 * (decision 069).
 */
import { escapeMarkup, ISAF_MAX_LENGTH, lithuanianDateTime, type CountryCode } from '@shop/domain/isaf-file';

const ISAF_NAMESPACE = 'http://www.vmi.lt/cms/imas/isaf';
const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

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
/** What the file's Header says. */
export interface IsafHeader {
  /** The seller's company code, 9 digits. */
  sellerCode: string;
  from: string;
  to: string;
  createdAt: Date;
  software: { company: string; name: string; version: string };
}

export type IsafTextField = keyof typeof ISAF_MAX_LENGTH;

/** Euros with 2 decimals from integer cents: -1234 → "-12.34". */
export function euros(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`i.SAF: an amount must be whole cents, got ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
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

/** The texts whose length the schema limits, in the order a refusal names the first too long. */
const LIMITED_TEXTS = ['InvoiceNo', 'VATRegistrationNumber', 'RegistrationNumber', 'Name', 'ReferenceNo'] as const satisfies readonly IsafTextField[];

/** The first text of a document longer than its element's type allows (counted in characters, as XSD does), or null. */
export function overlongText(document: IsafDocument): { field: IsafTextField; value: string; max: number } | null {
  const texts: Record<IsafTextField, string | undefined> = {
    ...buyerTexts(document.buyer),
    InvoiceNo: document.number,
    ReferenceNo: document.reference?.number,
  };
  for (const field of LIMITED_TEXTS) {
    const value = texts[field];
    if (value !== undefined && longerThan(value, ISAF_MAX_LENGTH[field])) return { field, value, max: ISAF_MAX_LENGTH[field] };
  }
  return null;
}

/** Longer than `max` characters (code points): only a text longer in UTF-16 units can be, so most are never split. */
const longerThan = (value: string, max: number) => value.length > max && [...value].length > max;

/** Characters outside XML 1.0's `Char` production (most control characters, lone surrogates, U+FFFE, U+FFFF): no XML file can carry them. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/**
 * Anything either step below could change: every character but those XML carries as they are (`&`,
 * `<`, `>`, `"` and `'` left out; surrogates too, paired or not). Most texts have none and are written as they are.
 */
const MAY_CHANGE = /[^\t\n\r\u0020\u0021\u0023-\u0025\u0028-\u003B\u003D\u003F-\uD7FF\uE000-\uFFFD]/;

/**
 * A text as XML element content: characters XML cannot carry dropped, the rest by the one escaper
 * (every `&` escaped, also one that looks like an entity).
 */
export function xmlText(value: string): string {
  if (!MAY_CHANGE.test(value)) return value;
  return escapeMarkup(value.replace(NOT_XML_CHAR, ''));
}

const INDENT = '  ';
/** The indentation of each depth the file reaches (an Invoice's deepest leaves are at 6). */
const INDENTS = Array.from({ length: 7 }, (_, depth) => INDENT.repeat(depth));

/**
 * Writes the file's text as parts of one list, joined once a piece is full: a document makes a few
 * dozen short parts, mostly the element names, rather than a string for every element.
 */
class XmlParts {
  parts: string[] = [];

  /** A text element on one line at `depth`: nil when null, closing itself when no text is left to write. */
  leaf(depth: number, name: string, text: string | null): void {
    const written = text === null ? null : xmlText(text);
    if (written === null) this.parts.push(INDENTS[depth]!, '<', name, ' xsi:nil="true"/>\n');
    else if (written === '') this.parts.push(INDENTS[depth]!, '<', name, '/>\n');
    else this.parts.push(INDENTS[depth]!, '<', name, '>', written, '</', name, '>\n');
  }

  /** An element whose children `write` adds one level deeper; closing itself when it adds none. */
  element(depth: number, name: string, write: () => void): void {
    const start = this.parts.push(INDENTS[depth]!, '<', name, '>\n');
    write();
    if (this.parts.length === start) this.parts.splice(start - 1, 1, '/>\n');
    else this.parts.push(INDENTS[depth]!, '</', name, '>\n');
  }

  /** What was written since the last call, as one text. */
  take(): string {
    const text = this.parts.join('');
    this.parts = [];
    return text;
  }
}

/** One document as an Invoice of SalesInvoices, in the schema's order. */
function writeInvoice(xml: XmlParts, document: IsafDocument): void {
  const buyer = buyerTexts(document.buyer);
  xml.element(3, 'Invoice', () => {
    xml.leaf(4, 'InvoiceNo', document.number);
    xml.element(4, 'CustomerInfo', () => {
      xml.leaf(5, 'VATRegistrationNumber', buyer.VATRegistrationNumber);
      xml.leaf(5, 'RegistrationNumber', buyer.RegistrationNumber);
      xml.leaf(5, 'Country', buyer.Country);
      xml.leaf(5, 'Name', buyer.Name);
    });
    xml.leaf(4, 'InvoiceDate', document.date);
    xml.leaf(4, 'InvoiceType', document.type);
    xml.leaf(4, 'SpecialTaxation', '');
    // Every invoice has References; only a credit note's names the invoice it corrects.
    xml.element(4, 'References', () => {
      const reference = document.type === 'KS' ? document.reference : null;
      if (!reference) return;
      xml.element(5, 'Reference', () => {
        xml.leaf(6, 'ReferenceNo', reference.number);
        xml.leaf(6, 'ReferenceDate', reference.date);
      });
    });
    xml.leaf(4, 'VATPointDate', document.supplyDate && document.supplyDate !== document.date ? document.supplyDate : null);
    xml.element(4, 'DocumentTotals', () => {
      for (const total of document.totals) {
        xml.element(5, 'DocumentTotal', () => {
          xml.leaf(6, 'TaxableValue', euros(total.taxableCents));
          xml.leaf(6, 'TaxCode', total.taxCode);
          xml.leaf(6, 'TaxPercentage', String(total.ratePercent));
          xml.leaf(6, 'Amount', euros(total.vatCents));
          xml.leaf(6, 'VATPointDate2', null);
        });
      }
    });
  });
}

/** The Header: a one-part sales file of the seller for the period. */
function writeHeader(xml: XmlParts, header: IsafHeader): void {
  xml.element(1, 'Header', () => {
    xml.element(2, 'FileDescription', () => {
      xml.leaf(3, 'FileVersion', 'iSAF1.2');
      xml.leaf(3, 'FileDateCreated', lithuanianDateTime(header.createdAt));
      xml.leaf(3, 'DataType', 'S');
      xml.leaf(3, 'SoftwareCompanyName', header.software.company);
      xml.leaf(3, 'SoftwareName', header.software.name);
      xml.leaf(3, 'SoftwareVersion', header.software.version);
      xml.leaf(3, 'RegistrationNumber', header.sellerCode);
      xml.leaf(3, 'NumberOfParts', '1');
      xml.leaf(3, 'PartNumber', '1');
      xml.element(3, 'SelectionCriteria', () => {
        xml.leaf(4, 'SelectionStartDate', header.from);
        xml.leaf(4, 'SelectionEndDate', header.to);
      });
    });
  });
}

/** How many documents the writer gathers before handing their text on (~50 KB): a piece at a time, not one push each. */
export const ISAF_PIECE_DOCUMENTS = 64;

/**
 * The i.SAF 1.2 sales file ("S") of the issued documents, one part, as UTF-8 XML text in pieces of
 * `ISAF_PIECE_DOCUMENTS` documents, written as `documents` gives them (in the file's order: by date,
 * then number). A period without documents has no SalesInvoices (the schema wants at least one
 * Invoice in it), so the first document decides whether they open.
 */
export async function* isafXml(header: IsafHeader, documents: AsyncIterable<IsafDocument> | Iterable<IsafDocument>): AsyncGenerator<string> {
  const xml = new XmlParts();
  xml.parts.push('<?xml version="1.0" encoding="UTF-8"?>\n', `<iSAFFile xmlns="${ISAF_NAMESPACE}" xmlns:xsi="${XSI_NAMESPACE}">\n`);
  writeHeader(xml, header);
  xml.element(1, 'MasterFiles', () => {});
  let written = 0;
  for await (const document of documents) {
    if (written === 0) xml.parts.push(INDENT, '<SourceDocuments>\n', INDENTS[2]!, '<SalesInvoices>\n');
    writeInvoice(xml, document);
    if (++written % ISAF_PIECE_DOCUMENTS === 0) yield xml.take();
  }
  if (written > 0) xml.parts.push(INDENTS[2]!, '</SalesInvoices>\n', INDENT, '</SourceDocuments>\n');
  else xml.element(1, 'SourceDocuments', () => {});
  xml.parts.push('</iSAFFile>\n');
  yield xml.take();
}
