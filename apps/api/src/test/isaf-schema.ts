/**
 * Validates an i.SAF file against VMI's own schema (isaf-1.2.xsd, shipped beside the writer) with
 * libxml2, through xmllint-wasm (decision 051). The API tests and the browser journey both use it.
 * Nothing else of the API is imported here, so e2e can import this file too.
 */
import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

const SCHEMA_FILE = new URL('../modules/isaf/schema/isaf-1.2.xsd', import.meta.url);
let schema: Promise<string> | null = null;

/** libxml2's errors for the file, one line each ("isaf.xml:12: Schemas validity error : …"); empty when the file is valid. */
export async function isafSchemaErrors(xml: string): Promise<string[]> {
  schema ??= readFile(SCHEMA_FILE, 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'isaf.xml', contents: xml }],
    schema: [{ fileName: 'isaf-1.2.xsd', contents: await schema }],
  });
  const errors = result.errors.map((error) => error.rawMessage);
  // An invalid file always names why; a "not valid" without a reason must not read as valid.
  if (!result.valid && errors.length === 0) return [result.rawOutput || 'xmllint: the file is not valid'];
  return errors;
}
