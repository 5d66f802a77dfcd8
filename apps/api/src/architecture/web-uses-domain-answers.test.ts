import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web speaks the domain (decision 103). Its answer types are the domain's answer schemas
// (`z.infer<typeof …AnswerSchema>`, or a type the domain exports), never written again by hand: a
// field the API drops or renames then fails the web's typecheck instead of a screen. And every query
// key comes from a factory — `lib/query-keys.ts`, an `api/<capability>/*-keys.ts` or a feature's
// `query-keys.ts` — so one feature's refresh reaches the other's queries by name, not by a
// string spelled alike in two places.

const web = path.resolve(import.meta.dirname, '../../../web/src');

/** A hand-written answer: an interface or object type named …Answer/…Response, or an object type given to `api<…>`. */
const HAND_WRITTEN_ANSWER = [
  /^\s*(export\s+)?interface\s+\w*(Answer|Response)\b/,
  /^\s*(export\s+)?type\s+\w*(Answer|Response)\s*(<[^>]*>)?\s*=\s*\{/,
  /\bapi<\s*\{/,
];

/** A query key written as an array on the spot, or a key constant defined outside a factory file. */
const KEY_LITERAL = [/\bqueryKey:\s*\[/, /\b(set|get)Quer(y|ies)Data(<[^>]*>)?\(\s*\[/, /\bconst\s+\w*Keys?\s*(:[^=]+)?=\s*(\([^)]*\)\s*=>\s*)?\[/];

/** The query-key factories: `query-keys.ts`, or a capability's `<name>-keys.ts`. */
export const isKeyFactory = (file: string) => /(^|\/)([\w-]+-)?keys\.ts$/.test(file);

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

export interface SourceText {
  file: string;
  text: string;
}

/** `file:line: code` of every hand-written answer type, and of every key literal outside a factory. */
export function contractFindings(sources: readonly SourceText[]): string[] {
  return sources.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => {
      if (isComment(line)) return [];
      const answer = HAND_WRITTEN_ANSWER.some((pattern) => pattern.test(line));
      const key = !isKeyFactory(file) && KEY_LITERAL.some((pattern) => pattern.test(line));
      return answer || key ? [`${file}:${i + 1}: ${line.trim()}`] : [];
    }),
  );
}

function webSources(dir: string): SourceText[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return webSources(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ file: path.relative(web, full), text: readFileSync(full, 'utf8') }];
  });
}

describe('the web speaks the domain', () => {
  it('when apps/web/src writes an answer type by hand or a query key outside its factory, then this fails and names the line', () => {
    const sources = webSources(web);
    expect(sources.length).toBeGreaterThan(200);
    expect(contractFindings(sources)).toEqual([]);
  });

  it('when code does what the web once did, then each pattern catches it; the domain type and a factory key pass', () => {
    const old: SourceText[] = [
      { file: 'features/admin-orders/api/update-order-status.ts', text: 'export interface StatusAnswer {\n  success: true;\n}' },
      { file: 'features/x/api/a.ts', text: 'type ClearAnswer = { success: true; deleted: number };' },
      { file: 'features/x/api/b.ts', text: "const read = () => api<{ success: true; folders: GalleryFolder[] }>('/gallery/folders');" },
      { file: 'features/cart/api/place-order.ts', text: "queryClient.invalidateQueries({ queryKey: ['orders'] })," },
      { file: 'features/x/api/c.ts', text: "queryClient.setQueryData(['admin-orders', 'detail', 1], order);" },
      { file: 'features/x/api/d.ts', text: "export const userQueryKey = (id: number) => ['admin-users', 'detail', id] as const;" },
      { file: 'features/x/api/e.ts', text: "const licencesKey = ['admin-licences'] as const;" },
    ];
    expect(contractFindings(old)).toHaveLength(old.length);

    const now: SourceText[] = [
      { file: 'features/x/api/a.ts', text: 'export type StatusAnswer = z.infer<typeof orderStatusChangedAnswerSchema>;' },
      { file: 'features/x/api/b.ts', text: 'queryClient.invalidateQueries({ queryKey: queryKeys.ownOrders }),' },
      { file: 'features/x/api/c.ts', text: "const titleKey = kind === 'invoice' ? 'a.title' : 'b.title';" },
      { file: 'features/x/api/query-keys.ts', text: "export const userQueryKey = (id: number) => ['admin-users', 'detail', id] as const;" },
      { file: 'api/orders/order-keys.ts', text: "export const ordersBaseKey = ['admin-orders'] as const;" },
    ];
    expect(contractFindings(now)).toEqual([]);
  });
});
