import { Worker } from 'node:worker_threads';
import { CAMT053_NAMESPACES, MAX_BANK_STATEMENT_ENTRIES, type Camt053Version } from '@shop/domain';
import { fail } from '../../http/app-error.ts';
import { readCamt053, rootNamespace, type Camt053Reading, type ParsedStatement } from './camt053-read.ts';

export type { ParsedStatement, StatementEntry } from './camt053-read.ts';

/**
 * A camt.053 statement's bytes, checked and read (decision 079). Refused: a file that is not UTF-8
 * XML, one that declares a DOCTYPE (no statement does: refusing it keeps entity expansion out), one of
 * another namespace, one without entries or with too many. A file of STATEMENT_OFF_THREAD_BYTES or more
 * is read in a worker thread, so that the seconds of parsing a month of entries hold up no other request.
 */
export const STATEMENT_OFF_THREAD_BYTES = 256 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of a statement and its version, or the refusal of what cannot be one. */
function checked(bytes: Buffer): { xml: string; version: Camt053Version } {
  let xml: string;
  try {
    xml = utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw fail('bankStatementNotXml');
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw fail('bankStatementDoctype');
  if (!xml.trimStart().startsWith('<')) throw fail('bankStatementNotXml');
  const namespace = rootNamespace(xml);
  const version = CAMT053_NAMESPACES[namespace as keyof typeof CAMT053_NAMESPACES];
  if (!version) throw fail('bankStatementNotCamt053', { namespace: namespace.slice(0, 100) });
  return { xml, version };
}

function statementOf(reading: Camt053Reading): ParsedStatement {
  if ('statement' in reading) return reading.statement;
  if (reading.refused === 'bankStatementTooManyEntries') throw fail('bankStatementTooManyEntries', { max: MAX_BANK_STATEMENT_ENTRIES });
  throw fail(reading.refused);
}

/** Reads the text in a thread of its own, ended when it answers. */
function readOffThread(xml: string, version: Camt053Version): Promise<Camt053Reading> {
  return new Promise((resolve, reject) => {
    // A .ts file: Node runs it with its types stripped, as it runs the server.
    const worker = new Worker(new URL('./camt053.worker.ts', import.meta.url), { workerData: { xml, version } });
    worker.once('message', (reading: Camt053Reading) => {
      resolve(reading);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The statement reader ended (${code}) without an answer`)));
  });
}

export async function parseCamt053(bytes: Buffer): Promise<ParsedStatement> {
  const { xml, version } = checked(bytes);
  return statementOf(bytes.length < STATEMENT_OFF_THREAD_BYTES ? readCamt053(xml, version) : await readOffThread(xml, version));
}
