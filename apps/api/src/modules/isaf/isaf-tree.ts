/**
 * The element tree of an i.SAF 1.2 sales file (register of issued invoices) as the compliance
 * reference lists it, and a checker of an XML text against it. The checker reads only the subset of
 * XML that `isafFile` writes: no comments, CDATA, processing instructions or DOCTYPE.
 */

export const ISAF_NAMESPACE = 'http://www.vmi.lt/cms/imas/isaf';
export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

interface Format {
  describe: string;
  test: (text: string) => boolean;
}
interface Occurs {
  /** 0 when optional. */
  min: number;
  /** Infinity when repeatable. */
  max: number;
}
export interface LeafSpec extends Occurs {
  name: string;
  format: Format;
  /** `xsi:nil="true"` is allowed. */
  nillable: boolean;
}
export interface BranchSpec extends Occurs {
  name: string;
  children: ElementSpec[];
}
export type ElementSpec = LeafSpec | BranchSpec;

// --- formats ---------------------------------------------------------------------------------

const isCalendarDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const date: Format = {
  describe: 'a date YYYY-MM-DD',
  test: (text) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return !!match && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  },
};
const dateTime: Format = {
  describe: 'a date-time YYYY-MM-DDThh:mm:ss',
  test: (text) => {
    const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(text);
    return !!match && date.test(match[1]!) && Number(match[2]) < 24 && Number(match[3]) < 60 && Number(match[4]) < 60;
  },
};
const amount: Format = { describe: 'an amount with 2 decimals, e.g. -12.34', test: (text) => /^-?(0|[1-9]\d*)\.\d{2}$/.test(text) };
const percentage: Format = { describe: 'a percentage, e.g. 21', test: (text) => /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/.test(text) };
const positiveInteger: Format = { describe: 'a positive integer', test: (text) => /^[1-9]\d*$/.test(text) };
const fixed = (...values: string[]): Format => ({
  describe: values.length === 1 ? `"${values[0]}"` : `one of ${values.join(', ')}`,
  test: (text) => values.includes(text),
});
const text = (maxLength: number): Format => ({
  describe: `a non-blank text of at most ${maxLength} characters`,
  test: (value) => value.trim() !== '' && [...value].length <= maxLength,
});
const code = (maxLength: number): Format => ({
  describe: `a code without spaces of at most ${maxLength} characters`,
  test: (value) => new RegExp(`^\\S{1,${maxLength}}$`).test(value),
});
const companyCode: Format = { describe: 'a company code of 9 digits', test: (value) => /^\d{9}$/.test(value) };
const country: Format = { describe: 'an ISO 3166 code of two capital letters', test: (value) => /^[A-Z]{2}$/.test(value) };
const taxCode: Format = { describe: 'a tax code like PVM1', test: (value) => /^PVM\d{1,3}$/.test(value) };
const emptyOrT: Format = { describe: 'empty or "T"', test: (value) => value === '' || value === 'T' };

// --- the tree --------------------------------------------------------------------------------

const once = { min: 1, max: 1 };
const leaf = (name: string, format: Format, occurs: Occurs = once, nillable = false): LeafSpec => ({ name, format, nillable, ...occurs });
const branch = (name: string, children: ElementSpec[], occurs: Occurs = once): BranchSpec => ({ name, children, ...occurs });

export const ISAF_TREE: BranchSpec = branch('iSAFFile', [
  branch('Header', [
    branch('FileDescription', [
      leaf('FileVersion', fixed('iSAF1.2')),
      leaf('FileDateCreated', dateTime),
      leaf('DataType', fixed('S', 'P', 'F')),
      leaf('SoftwareCompanyName', text(256)),
      leaf('SoftwareName', text(256)),
      leaf('SoftwareVersion', text(256)),
      leaf('RegistrationNumber', companyCode),
      leaf('NumberOfParts', positiveInteger),
      leaf('PartNumber', text(256)),
      branch('SelectionCriteria', [leaf('SelectionStartDate', date), leaf('SelectionEndDate', date)]),
    ]),
  ]),
  branch('MasterFiles', []),
  branch('SourceDocuments', [
    branch('SalesInvoices', [
      branch(
        'Invoice',
        [
          leaf('InvoiceNo', text(70)),
          branch('CustomerInfo', [
            leaf('CustomerID', text(70)),
            leaf('VATRegistrationNumber', code(35)),
            leaf('RegistrationNumber', code(35)),
            leaf('Country', country),
            leaf('Name', text(256)),
          ]),
          leaf('InvoiceDate', date),
          leaf('InvoiceType', fixed('SF', 'KS', 'DS', 'AN', 'VS', 'VD', 'VK')),
          leaf('SpecialTaxation', emptyOrT),
          branch('References', [branch('Reference', [leaf('ReferenceNo', text(70)), leaf('ReferenceDate', date)], { min: 1, max: Infinity })], {
            min: 0,
            max: 1,
          }),
          leaf('VATPointDate', date, once, true),
          branch('DocumentTotals', [
            branch(
              'DocumentTotal',
              [
                leaf('TaxableValue', amount),
                leaf('TaxCode', taxCode),
                leaf('TaxPercentage', percentage),
                leaf('Amount', amount),
                leaf('VATPointDate2', date, once, true),
              ],
              { min: 1, max: Infinity },
            ),
          ]),
        ],
        { min: 0, max: Infinity },
      ),
    ]),
  ]),
]);

// --- a strict parser for the subset the writer emits ----------------------------------------

interface XmlAttribute {
  /** As written, e.g. "xsi:nil". */
  name: string;
  /** Null for an unprefixed attribute or a namespace declaration. */
  namespace: string | null;
  value: string;
}
interface XmlElement {
  local: string;
  namespace: string | null;
  attributes: XmlAttribute[];
  children: XmlElement[];
  /** Character data directly inside the element, concatenated. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?/;

function decode(raw: string, at: number): string {
  if (raw.includes('<')) throw new Error(`"<" inside a value near offset ${at}`);
  return raw.replace(/&([^;]*);|&/g, (whole, ref: string | undefined) => {
    if (ref === undefined) throw new Error(`a bare "&" near offset ${at}`);
    if (ref in ENTITIES) return ENTITIES[ref]!;
    const numeric = /^#(x[0-9a-fA-F]+|\d+)$/.exec(ref);
    if (!numeric) throw new Error(`unknown entity ${whole} near offset ${at}`);
    const value = numeric[1]!;
    return String.fromCodePoint(value.startsWith('x') ? Number.parseInt(value.slice(1), 16) : Number(value));
  });
}

function parseXml(xml: string): XmlElement {
  let pos = 0;
  const fail = (what: string): never => {
    throw new Error(`${what} at offset ${pos}`);
  };
  const skipSpace = () => {
    while (pos < xml.length && /\s/.test(xml[pos]!)) pos++;
  };
  const name = () => NAME.exec(xml.slice(pos))?.[0] ?? fail('expected a name');

  const declaration = /^\uFEFF?<\?xml\s+version="1\.0"(\s+encoding="UTF-8")?\s*\?>/i.exec(xml);
  if (declaration) pos = declaration[0].length;

  const element = (scope: Map<string, string>): XmlElement => {
    if (xml[pos] !== '<') fail('expected "<"');
    pos++;
    const qualified = name();
    pos += qualified.length;
    const written = new Map<string, string>();
    for (;;) {
      const before = pos;
      skipSpace();
      if (xml.startsWith('/>', pos) || xml[pos] === '>') break;
      if (pos === before) fail('expected a space before an attribute');
      const attribute = name();
      pos += attribute.length;
      skipSpace();
      if (xml[pos] !== '=') fail(`expected "=" after ${attribute}`);
      pos++;
      skipSpace();
      const quote = xml[pos];
      if (quote !== '"' && quote !== "'") fail(`expected a quoted value for ${attribute}`);
      const end = xml.indexOf(quote!, pos + 1);
      if (end < 0) fail('unterminated attribute value');
      if (written.has(attribute)) fail(`duplicate attribute ${attribute}`);
      written.set(attribute, decode(xml.slice(pos + 1, end), pos));
      pos = end + 1;
    }
    const inner = new Map(scope);
    for (const [key, value] of written) {
      if (key === 'xmlns') inner.set('', value);
      else if (key.startsWith('xmlns:')) inner.set(key.slice(6), value);
    }
    const resolve = (prefix: string) => inner.get(prefix) ?? fail(`undeclared prefix ${prefix}`);
    const attributes = [...written].map(([key, value]): XmlAttribute => {
      const prefix = key.includes(':') ? key.split(':')[0]! : null;
      return { name: key, namespace: prefix === null || prefix === 'xmlns' ? null : resolve(prefix), value };
    });
    const [prefix, local] = qualified.includes(':') ? qualified.split(':') : [null, qualified];
    const namespace = prefix ? resolve(prefix) : (inner.get('') ?? null);
    const result: XmlElement = { local: local!, namespace, attributes, children: [], text: '' };
    if (xml.startsWith('/>', pos)) {
      pos += 2;
      return result;
    }
    pos++;
    for (;;) {
      const next = xml.indexOf('<', pos);
      if (next < 0) fail(`unclosed <${qualified}>`);
      result.text += decode(xml.slice(pos, next), pos);
      pos = next;
      if (xml.startsWith('</', pos)) {
        pos += 2;
        if (!xml.startsWith(qualified, pos)) fail(`expected </${qualified}>`);
        pos += qualified.length;
        skipSpace();
        if (xml[pos] !== '>') fail(`expected </${qualified}>`);
        pos++;
        return result;
      }
      if (xml.startsWith('<!', pos) || xml.startsWith('<?', pos)) fail('comments, CDATA, DOCTYPE and processing instructions are not supported');
      result.children.push(element(inner));
    }
  };

  skipSpace();
  const root = element(new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]));
  skipSpace();
  if (pos < xml.length) fail('content after the root element');
  return root;
}

// --- the checker -----------------------------------------------------------------------------

const isLeaf = (spec: ElementSpec): spec is LeafSpec => 'format' in spec;
const show = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

function checkAttributes(element: XmlElement, spec: ElementSpec, path: string, isRoot: boolean, problems: string[]): boolean {
  let nil = false;
  for (const { name, namespace, value } of element.attributes) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      if (!isRoot) problems.push(`${path}: namespace declaration ${name} belongs on the root`);
    } else if (namespace === XSI_NAMESPACE && name.endsWith(':nil') && isLeaf(spec) && spec.nillable) {
      if (value !== 'true') problems.push(`${path}: xsi:nil must be "true", found ${show(value)}`);
      nil = true;
    } else {
      problems.push(`${path}: unexpected attribute ${name}`);
    }
  }
  if (isRoot && !element.attributes.some((attribute) => attribute.name === 'xmlns:xsi' && attribute.value === XSI_NAMESPACE))
    problems.push(`${path}: xmlns:xsi "${XSI_NAMESPACE}" is not declared`);
  return nil;
}

function checkElement(element: XmlElement, spec: ElementSpec, path: string, problems: string[], isRoot = false): void {
  if (element.namespace !== ISAF_NAMESPACE) problems.push(`${path}: in namespace ${element.namespace ?? '(none)'}, expected ${ISAF_NAMESPACE}`);
  const nil = checkAttributes(element, spec, path, isRoot, problems);
  if (isLeaf(spec)) {
    if (element.children.length > 0) problems.push(`${path}: a value, must not contain elements`);
    else if (nil && element.text !== '') problems.push(`${path}: xsi:nil="true" but has a value ${show(element.text)}`);
    else if (!nil && !spec.format.test(element.text)) problems.push(`${path}: ${show(element.text)} is not ${spec.format.describe}`);
    return;
  }
  if (element.text.trim() !== '') problems.push(`${path}: unexpected text ${show(element.text.trim())}`);
  const counts = new Map<string, number>();
  let furthest = -1;
  for (const child of element.children) {
    const index = spec.children.findIndex((candidate) => candidate.name === child.local);
    const childSpec = spec.children[index];
    if (!childSpec) {
      problems.push(`${path}: unknown element <${child.local}>`);
      continue;
    }
    const count = (counts.get(child.local) ?? 0) + 1;
    counts.set(child.local, count);
    if (index < furthest) problems.push(`${path}: <${child.local}> is out of order, it must come before <${spec.children[furthest]!.name}>`);
    furthest = Math.max(furthest, index);
    checkElement(child, childSpec, childSpec.max > 1 ? `${path}/${child.local}[${count}]` : `${path}/${child.local}`, problems);
  }
  for (const childSpec of spec.children) {
    const count = counts.get(childSpec.name) ?? 0;
    if (count < childSpec.min) problems.push(`${path}: required element <${childSpec.name}> is missing`);
    if (count > childSpec.max) problems.push(`${path}: <${childSpec.name}> occurs ${count} times, at most ${childSpec.max} allowed`);
  }
}

/** The problems of an i.SAF sales file, in human-readable form; empty when the file is valid. */
export function checkIsafFile(xml: string): string[] {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    return [`not well-formed XML: ${(error as Error).message}`];
  }
  if (root.local !== ISAF_TREE.name) return [`the root element is <${root.local}>, expected <${ISAF_TREE.name}>`];
  const problems: string[] = [];
  checkElement(root, ISAF_TREE, `/${ISAF_TREE.name}`, problems, true);
  return problems;
}
