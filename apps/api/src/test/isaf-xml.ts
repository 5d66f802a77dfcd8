/** Reads an i.SAF file's values in tests, through an XML parser (xmlbuilder2's). Validity is `isaf-schema.ts`'s job. */
import { create } from 'xmlbuilder2';

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** xmlbuilder2's document is a DOM document (its own implementation); checked rather than cast. */
function documentOf(xml: string): Document {
  const node: unknown = create(xml).node;
  if (typeof node !== 'object' || node === null || !('getElementsByTagName' in node)) throw new Error('not a DOM document');
  return node as Document;
}

/**
 * The text of every element named `name`, in document order ("" for an empty one, null for a nil one);
 * with `invoice`, only inside the n-th (from 0) Invoice.
 */
export function isafValues(xml: string, name: string, invoice?: number): Array<string | null> {
  const document = documentOf(xml);
  const scope = invoice === undefined ? document : document.getElementsByTagName('Invoice')[invoice];
  if (!scope) throw new Error(`the file has no Invoice number ${invoice}`);
  return Array.from(scope.getElementsByTagName(name), (element) =>
    element.getAttributeNS(XSI, 'nil') === 'true' ? null : (element.textContent ?? ''),
  );
}

/** How many child elements the first element named `name` has (null when there is none). */
export function isafChildCount(xml: string, name: string): number | null {
  const element = documentOf(xml).getElementsByTagName(name)[0];
  return element ? element.children.length : null;
}
