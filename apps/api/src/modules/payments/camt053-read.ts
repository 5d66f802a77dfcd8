import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAX_BANK_STATEMENT_ENTRIES, type Camt053Version } from '@shop/domain';

/**
 * Reads the text of an ISO 20022 camt.053 account statement (versions 001.02 and 001.08, decision 079)
 * into its credit entries in euros that the bank has booked; debits, other currencies, entries not
 * booked and reversals are counted as `ignored`. Pure, with no import of the server's: a large
 * statement is read in a worker thread (camt053.worker.ts), the checks before it in camt053.ts.
 */

export interface StatementEntry {
  /** The bank's reference (see `referenceOf`); null when the entry has none. */
  ref: string | null;
  amountCents: number;
  /** The booking day, YYYY-MM-DD. */
  bookedOn: string;
  payer: string | null;
  /** The payer's organisation or personal id (a company code), when given. */
  payerId: string | null;
  /** The remittance information: unstructured text, then structured creditor references. */
  text: string;
}

export interface ParsedStatement {
  version: Camt053Version;
  /** The statements' `Id`s, joined when a file holds several. */
  statementId: string | null;
  entries: StatementEntry[];
  ignored: number;
}

type Node = Record<string, unknown>;

const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Othr']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Values stay text: references keep their leading zeros, amounts are read in cents below.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

/** The namespace of the root `Document` element, read from its start tag (the parser drops xmlns attributes). */
export function rootNamespace(xml: string): string {
  const root = /<(?:([A-Za-z_][\w.-]*):)?Document\b([^>]*)>/.exec(xml);
  if (!root) return '';
  const prefix = root[1] ? `:${root[1]}` : '';
  const declared = new RegExp(`\\sxmlns${prefix.replace(/[.-]/g, '\\$&')}\\s*=\\s*(["'])(.*?)\\1`).exec(root[2] ?? '');
  return declared?.[2] ?? '';
}

const asNode = (value: unknown): Node | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : undefined;

/** An element's child, following a path (`at(ntry, 'BookgDt', 'Dt')`); the first of a list. */
function at(node: unknown, ...path: string[]): unknown {
  let current: unknown = node;
  for (const name of path) {
    const here = Array.isArray(current) ? current[0] : current;
    current = asNode(here)?.[name];
  }
  return current;
}

/** The text of an element (one with attributes keeps it under `#text`). */
function text(value: unknown): string {
  const one = Array.isArray(value) ? value[0] : value;
  if (typeof one === 'string') return one.trim();
  const node = asNode(one);
  return typeof node?.['#text'] === 'string' ? node['#text'].trim() : '';
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** "1234.5" → 123450; undefined for anything but a positive amount in whole cents. */
function cents(amount: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,5}))?$/.exec(amount);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').padEnd(5, '0');
  if (fraction.slice(2) !== '000') return undefined;
  const value = Number(match[1]) * 100 + Number(fraction.slice(0, 2));
  return value > 0 && Number.isSafeInteger(value) ? value : undefined;
}

/** The amount of an element holding `Amt Ccy="…"` in euros, in cents. */
function euroCents(amt: unknown): number | undefined {
  const node = asNode(Array.isArray(amt) ? amt[0] : amt);
  if (node?.['@_Ccy'] !== 'EUR') return undefined;
  return cents(text(node));
}

/** The debtor: in 001.02 `RltdPties/Dbtr/{Nm,Id}`, in 001.08 `RltdPties/Dbtr/Pty/{Nm,Id}`. */
function payerOf(tx: unknown): { payer: string | null; payerId: string | null } {
  const debtor = at(tx, 'RltdPties', 'Dbtr');
  const party = at(debtor, 'Pty') ?? debtor;
  const id = text(at(party, 'Id', 'OrgId', 'Othr', 'Id')) || text(at(party, 'Id', 'PrvtId', 'Othr', 'Id'));
  const name = text(at(party, 'Nm')) || text(at(tx, 'RltdPties', 'UltmtDbtr', 'Nm'));
  return { payer: name || null, payerId: id || null };
}

/** What the payer wrote: every `Ustrd` line, then every structured creditor reference; else the bank's additional text. */
function remittanceOf(tx: unknown, ntry: unknown): string {
  const info = at(tx, 'RmtInf');
  const parts = [...list(at(info, 'Ustrd')).map(text), ...list(at(info, 'Strd')).map((strd) => text(at(strd, 'CdtrRefInf', 'Ref')))].filter(Boolean);
  if (parts.length > 0) return parts.join(' ');
  return text(at(tx, 'AddtlTxInf')) || text(at(ntry, 'AddtlNtryInf'));
}

/**
 * The reference an entry is remembered by: the bank's own (`Ntry/AcctSvcrRef`, else the transaction's
 * `Refs/AcctSvcrRef`), unique per account. Without one, the entry's `NtryRef` or the payer's
 * `EndToEndId` (never "NOTPROVIDED"), which are unique only within a statement or a payer's records,
 * qualified by the booking day and amount.
 */
function referenceOf(ntry: unknown, tx: unknown, bookedOn: string, amountCents: number): string | null {
  const bank = text(at(ntry, 'AcctSvcrRef')) || text(at(tx, 'Refs', 'AcctSvcrRef'));
  if (bank) return bank.slice(0, 140);
  const endToEnd = text(at(tx, 'Refs', 'EndToEndId'));
  const own = text(at(ntry, 'NtryRef')) || (endToEnd.toUpperCase() === 'NOTPROVIDED' ? '' : endToEnd);
  return own ? `${own.slice(0, 100)}@${bookedOn}/${amountCents}` : null;
}

/** An entry's transactions, each as an entry when a batch booking lists its transactions' amounts; else the entry as one. */
function entriesOf(ntry: unknown): StatementEntry[] | undefined {
  const amountCents = euroCents(at(ntry, 'Amt'));
  const booked = (text(at(ntry, 'Sts', 'Cd')) || text(at(ntry, 'Sts'))) === 'BOOK';
  const reversal = text(at(ntry, 'RvslInd')) === 'true';
  const bookedOn = (text(at(ntry, 'BookgDt', 'Dt')) || text(at(ntry, 'BookgDt', 'DtTm'))).slice(0, 10);
  if (text(at(ntry, 'CdtDbtInd')) !== 'CRDT' || !booked || reversal || amountCents === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(bookedOn))
    return undefined;
  const txs = list(at(ntry, 'NtryDtls')).flatMap((details) => list(at(details, 'TxDtls')));
  const txCents = txs.map((tx) => euroCents(at(tx, 'AmtDtls', 'TxAmt', 'Amt')) ?? euroCents(at(tx, 'Amt')));
  const split = txs.length > 1 && txCents.every((c) => c !== undefined) && txCents.reduce((a, b) => a! + b!, 0) === amountCents;
  if (!split) {
    const tx = txs[0];
    return [{ ref: referenceOf(ntry, tx, bookedOn, amountCents), amountCents, bookedOn, ...payerOf(tx), text: remittanceOf(tx, ntry) }];
  }
  const entryRef = text(at(ntry, 'AcctSvcrRef'));
  return txs.map((tx, index) => {
    const txRef = text(at(tx, 'Refs', 'AcctSvcrRef'));
    const ref = txRef || (entryRef ? `${entryRef}/${index + 1}` : referenceOf({}, tx, bookedOn, txCents[index]!));
    return { ref, amountCents: txCents[index]!, bookedOn, ...payerOf(tx), text: remittanceOf(tx, ntry) };
  });
}

/** What reading a statement's text gives: its entries, or the refusal of a file that is not one. */
export type Camt053Reading =
  | { statement: ParsedStatement }
  | { refused: 'bankStatementNotXml' | 'bankStatementEmpty' | 'bankStatementTooManyEntries' };

/** The entries of a statement's text already checked to be of `version` (no DOCTYPE, its namespace). */
export function readCamt053(xml: string, version: Camt053Version): Camt053Reading {
  if (XMLValidator.validate(xml) !== true) return { refused: 'bankStatementNotXml' };
  const document: unknown = parser.parse(xml);
  const statements = list(at(document, 'Document', 'BkToCstmrStmt', 'Stmt'));
  const entries: StatementEntry[] = [];
  let ignored = 0;
  let count = 0;
  for (const statement of statements)
    for (const ntry of list(at(statement, 'Ntry'))) {
      if (++count > MAX_BANK_STATEMENT_ENTRIES) return { refused: 'bankStatementTooManyEntries' };
      const taken = entriesOf(ntry);
      if (taken) entries.push(...taken);
      else ignored++;
    }
  if (count === 0) return { refused: 'bankStatementEmpty' };
  const ids = statements.map((statement) => text(at(statement, 'Id'))).filter(Boolean);
  return { statement: { version, statementId: ids.length > 0 ? ids.join(', ').slice(0, 200) : null, entries, ignored } };
}
