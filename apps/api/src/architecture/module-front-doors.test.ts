import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repo, scannedFiles } from './second-copies.ts';

// Decision 105: each API module (`apps/api/src/modules/<name>/`) has a front door, its `index.ts`,
// which only re-exports what other modules may use. A module reaches another only through that
// door; inside a module, files import each other directly (never through their own door). And the
// modules depend on each other one way: no cycle. `db/`, `http/`, `lib/`, the domain and the app's
// own files are no modules. Tests are read too: a test may open its own module's inner files, and
// another module's door only. A test file is imported by nothing, so it is left out of the cycles.

const MODULES = 'apps/api/src/modules/';

/** What a statement imports, or re-exports, from: static, side-effect and dynamic imports. */
const SPECIFIER =
  /(?:^|\n)[ \t]*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|\n)[ \t]*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

interface Import {
  file: string;
  line: number;
  /** The imported file, from the repository's root. */
  target: string;
}

/** The imports of one file whose specifier is relative (packages are no modules). */
function importsOf(file: string, text: string): Import[] {
  return [...text.matchAll(SPECIFIER)].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    if (!specifier.startsWith('.')) return [];
    const line = text.slice(0, match.index + match[0].length).split('\n').length;
    return [{ file, line, target: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) }];
  });
}

/** The module a file belongs to, if any. */
const moduleOf = (file: string): string | undefined => (file.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : undefined);

const isFrontDoor = (file: string) => file.startsWith(MODULES) && file.slice(MODULES.length).split('/').slice(1).join('/') === 'index.ts';
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** `file:line: reason` of every import that goes around a front door, or through a module's own door, and of every door that holds more than re-exports. */
function frontDoorBreaches(sources: ReadonlyMap<string, string>): string[] {
  const breaches: string[] = [];
  for (const [file, text] of sources) {
    const from = moduleOf(file);
    if (!from) continue;
    if (isFrontDoor(file)) {
      const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const statement of code.split(';').map((part) => part.trim()))
        if (statement && !/^export\s+(type\s+)?(\{[^}]*\}|\*(\s+as\s+\w+)?)\s+from\s+['"]\.\/[^'"]+['"]$/.test(statement))
          breaches.push(`${file}: a front door only re-exports its own module's files, not "${statement.split('\n')[0]}"`);
    }
    for (const { line, target } of importsOf(file, text)) {
      const to = moduleOf(target);
      if (!to) continue;
      if (to !== from && !isFrontDoor(target))
        breaches.push(`${file}:${line}: imports ${target}, inside the ${to} module; use ${MODULES}${to}/index.ts`);
      if (to === from && isFrontDoor(target) && !isFrontDoor(file))
        breaches.push(`${file}:${line}: imports its own module's front door; import ${to}'s file directly`);
    }
  }
  return breaches;
}

/** Which module imports which, and the first import that says so (test files left out). */
function moduleGraph(sources: ReadonlyMap<string, string>): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const [file, text] of sources) {
    const from = moduleOf(file);
    if (!from || isTest(file)) continue;
    for (const { line, target } of importsOf(file, text)) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${file}:${line}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** One named cycle per knot of modules that reach each other: `a → b → a (a's file:line; b's file:line)`. */
function moduleCycles(graph: ReadonlyMap<string, ReadonlyMap<string, string>>): string[] {
  const next = (module: string) => [...(graph.get(module)?.keys() ?? [])].sort();
  const reaches = (from: string, to: string) => shortestPath(next, from, to) !== undefined;
  const modules = [...new Set([...graph.keys(), ...[...graph.values()].flatMap((edges) => [...edges.keys()])])].sort();
  const named = new Set<string>();
  const cycles: string[] = [];
  for (const start of modules) {
    if (named.has(start)) continue;
    const knot = modules.filter((other) => other === start || (reaches(start, other) && reaches(other, start)));
    if (knot.length < 2) continue;
    for (const module of knot) named.add(module);
    const back = next(start).flatMap((first) => {
      const rest = shortestPath(next, first, start);
      return rest ? [[start, ...rest]] : [];
    });
    const cycle = back.sort((a, b) => a.length - b.length)[0]!;
    const evidence = cycle.slice(0, -1).map((module, i) => graph.get(module)?.get(cycle[i + 1]!) ?? '?');
    cycles.push(`${cycle.join(' → ')} (${evidence.join('; ')})`);
  }
  return cycles;
}

/** The modules from `from` to `to`, both included, the fewest steps first; undefined when `to` is out of reach. */
function shortestPath(next: (module: string) => string[], from: string, to: string): string[] | undefined {
  const cameFrom = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const module = queue.shift()!;
    if (module === to) {
      const path = [module];
      for (let step = cameFrom.get(module); step; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const neighbour of next(module))
      if (!cameFrom.has(neighbour)) {
        cameFrom.set(neighbour, module);
        queue.push(neighbour);
      }
  }
  return undefined;
}

const apiSources = () =>
  new Map(
    scannedFiles()
      .filter((file) => file.startsWith('apps/api/src/'))
      .map((file) => [file, readFileSync(path.join(repo, file), 'utf8')]),
  );

describe('modules with a front door', () => {
  it('when a module imports another module other than through its index.ts, or its own index.ts, then this fails and names the file and the import', () => {
    const sources = apiSources();
    expect([...sources.keys()].filter(isFrontDoor).length).toBeGreaterThan(10);
    expect(frontDoorBreaches(sources)).toEqual([]);
  });

  it('when two modules import each other, directly or round a longer loop, then this fails and names the cycle', () => {
    const graph = moduleGraph(apiSources());
    expect(graph.get('orders')?.has('documents')).toBe(true);
    expect(moduleCycles(graph)).toEqual([]);
  });

  it('when sample files go round a door, through their own door, or put logic in a door, then each is named; imports through a door, within a module and of db/ pass', () => {
    const sources = new Map([
      [
        'apps/api/src/modules/documents/documents.service.ts',
        [
          "import { lockOrder } from '../orders/orders.repository.ts';",
          "import { findOrder } from '../orders/index.ts';",
          "import {\n  invoiceRow,\n  type InvoiceRow,\n} from './documents.repository.ts';",
          "import { forUpdate } from '../../db/locks.ts';",
          "import { z } from 'zod';",
          "const later = await import('../catalog/catalog.reader.ts');",
        ].join('\n'),
      ],
      [
        'apps/api/src/modules/documents/documents.view.ts',
        "export { audit } from '../audit/audit.service.ts';\nimport type { X } from './index.ts';",
      ],
      [
        'apps/api/src/modules/documents/index.ts',
        "// The door\nexport { invoiceRow } from './documents.repository.ts';\nexport const helper = () => 1;",
      ],
      [
        'apps/api/src/modules/orders/orders.test.ts',
        "import { lockOrder } from './orders.repository.ts';\nimport { invoiceRow } from '../documents/documents.repository.ts';",
      ],
      ['apps/api/src/app.ts', "import { ordersRoutes } from './modules/orders/orders.routes.ts';"],
    ]);
    expect(frontDoorBreaches(sources)).toEqual([
      'apps/api/src/modules/documents/documents.service.ts:1: imports apps/api/src/modules/orders/orders.repository.ts, inside the orders module; use apps/api/src/modules/orders/index.ts',
      'apps/api/src/modules/documents/documents.service.ts:9: imports apps/api/src/modules/catalog/catalog.reader.ts, inside the catalog module; use apps/api/src/modules/catalog/index.ts',
      'apps/api/src/modules/documents/documents.view.ts:1: imports apps/api/src/modules/audit/audit.service.ts, inside the audit module; use apps/api/src/modules/audit/index.ts',
      "apps/api/src/modules/documents/documents.view.ts:2: imports its own module's front door; import documents's file directly",
      'apps/api/src/modules/documents/index.ts: a front door only re-exports its own module\'s files, not "export const helper = () => 1"',
      'apps/api/src/modules/orders/orders.test.ts:2: imports apps/api/src/modules/documents/documents.repository.ts, inside the documents module; use apps/api/src/modules/documents/index.ts',
    ]);
  });

  it('when sample modules import each other round a loop, then the shortest cycle is named with an import of each step; a test file closes no cycle', () => {
    const sources = new Map([
      ['apps/api/src/modules/orders/orders.service.ts', "import { issueInvoice } from '../documents/index.ts';"],
      ['apps/api/src/modules/documents/documents.service.ts', "import { payOpenAmount } from '../payments/index.ts';"],
      ['apps/api/src/modules/payments/payments.service.ts', "\nimport { lockOrder } from '../orders/index.ts';"],
      ['apps/api/src/modules/catalog/catalog.service.ts', "import { audit } from '../audit/index.ts';"],
      ['apps/api/src/modules/audit/audit.test.ts', "import { lockProducts } from '../catalog/index.ts';"],
    ]);
    expect(moduleCycles(moduleGraph(sources))).toEqual([
      'documents → payments → orders → documents (apps/api/src/modules/documents/documents.service.ts:1; apps/api/src/modules/payments/payments.service.ts:2; apps/api/src/modules/orders/orders.service.ts:1)',
    ]);
    sources.delete('apps/api/src/modules/payments/payments.service.ts');
    expect(moduleCycles(moduleGraph(sources))).toEqual([]);
  });
});
