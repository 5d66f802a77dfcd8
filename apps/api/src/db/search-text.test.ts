import { searchWords } from '@shop/domain';
import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../lib/clock.ts';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { everyWordIn, foldForSearch, foundOnce, indexedTerm, likeEscaped } from './search-text.ts';

// Decision 074: on SQLite the words of three or more letters go through an FTS5 trigram table, the
// shorter ones stay `like`s. The rows found must be exactly the ones the plain `like` rule finds.
let t: TestApp;
const ids: number[] = [];

/** Texts as the search-text functions store them (folded), with the characters FTS5 or LIKE treat specially. */
const TEXTS = [
  foldForSearch('ORD-2026-000123', 'Žalioji Arbatinė MB', 'Šiaulių g. 5', 'Kaunas'),
  foldForSearch('50% nuolaida', 'a_b 50_50', 'Vilnius'),
  foldForSearch('O"Brien "quoted" x"y', 'uab'),
  foldForSearch('and or not near', 'abc* ^abc (ab) c\\d', 'x:y'),
  foldForSearch('adalya', '1 kg') + ' 1000g',
  foldForSearch('Ąžuolas ir Ūla', '12345', 'tl-9'),
  foldForSearch('Ab'),
  foldForSearch('jonas@uab.lt', 'info@zaliakalnio-shisha-10.example'),
];

/** What the typed searches become (searchWords), plus a catalogue weight word with its leading space. */
const SEARCHES: string[][] = [
  ...[
    'žalioji',
    'ZALIOJI arbatine',
    'šiaulių 5',
    '50%',
    '50_',
    'a_b',
    '%',
    '_',
    '"quoted"',
    'o"brien',
    'x"y',
    '"',
    '""',
    'and',
    'AND or',
    'near',
    'not',
    'abc*',
    '^abc',
    '(ab)',
    'c\\d',
    'x:y',
    ':',
    'a',
    'ab',
    'b 50',
    'ąžuolas ūla',
    'uolas',
    '12345',
    '2345 tl',
    'ord-2026-000123',
    'kaunas vilnius',
    'nothing-here',
    'info@zaliakalnio-shisha-10.example',
    'jonas@uab.lt',
    'petras@uab.lt',
    '@uab.lt uab',
    'zaliakalnio-shisha-10',
  ].map((query) => searchWords(query)),
  [' 1000g'],
  ['1000g', 'adalya'],
];

async function order(searchText: string) {
  const user = await createUser(t.db);
  const now = nowIso();
  const row = await t.db
    .insertInto('orders')
    .values({
      order_number: `ORD-FTS-${user.id}`,
      user_id: user.id,
      status: 'received',
      subtotal_cents: 100,
      shipping_cents: 0,
      tax_cents: 0,
      total_cents: 100,
      shipping_address: '{}',
      billing_address: null,
      notes: null,
      customer_snapshot: '{}',
      search_text: searchText,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The plain rule: one `like '%word%'` per word, as decision 064 wrote it. */
const likes = (words: readonly string[]) =>
  sql<SqlBool>`(${sql.join(
    words.map((word) => sql`search_text like ${`%${likeEscaped(word)}%`} escape '\\'`),
    sql` and `,
  )})`;

const found = async (condition: ReturnType<typeof likes>) =>
  (await t.db.selectFrom('orders').select('id').where('id', 'in', ids).where(condition).orderBy('id').execute()).map((row) => row.id);

beforeAll(async () => {
  t = await createTestApp();
  for (const text of TEXTS) ids.push(await order(text));
});
afterAll(async () => t.close());

describe('search by words through the index', () => {
  it.each(SEARCHES.map((words) => [JSON.stringify(words), words] as const))(
    'when the words are %s, then the index finds exactly the rows the like rule finds',
    async (_, words) => {
      expect(await found(everyWordIn(t.db, 'orders', words))).toEqual(await found(likes(words)));
    },
  );

  it.each(SEARCHES.map((words) => [JSON.stringify(words), words] as const))(
    'when the index is asked once beforehand for %s, then the statements find exactly the rows the like rule finds, without asking it again',
    async (_, words) => {
      const search = await foundOnce(t.db, 'orders', { words });
      expect(await found(everyWordIn(t.db, 'orders', search))).toEqual(await found(likes(words)));
      const statement = t.db
        .selectFrom('orders')
        .select('id')
        .where(everyWordIn(t.db, 'orders', search))
        .compile().sql;
      // Each word long enough for trigrams went to the index once, here: the statement reads the ids found.
      const indexed = words.some((word) => indexedTerm(word) !== null);
      expect(search.ids !== undefined).toBe(indexed);
      expect(statement.includes(' match ')).toBe(false);
      if (indexed) expect(statement).toContain(t.engine === 'sqlite' ? 'json_each' : '= any(');
    },
  );

  it('when a row is found by a word, then a change of its text or its deletion is seen by the next search', async () => {
    const id = await order(foldForSearch('Pirmas tekstas'));
    const search = async (word: string) =>
      (
        await t.db
          .selectFrom('orders')
          .select('id')
          .where(everyWordIn(t.db, 'orders', [word]))
          .execute()
      ).map((row) => row.id);
    expect(await search('pirmas')).toEqual([id]);
    await t.db
      .updateTable('orders')
      .set({ search_text: foldForSearch('Antras tekstas') })
      .where('id', '=', id)
      .execute();
    expect(await search('pirmas')).toEqual([]);
    expect(await search('antras')).toEqual([id]);
    await t.db.deleteFrom('orders').where('id', '=', id).execute();
    expect(await search('antras')).toEqual([]);
  });

  it('when the tricky words are searched, then most of them find a row (the comparison compares something)', async () => {
    const hits = await Promise.all(SEARCHES.map(async (words) => (await found(likes(words))).length));
    expect(hits.filter((n) => n > 0).length).toBeGreaterThan(SEARCHES.length - 8);
    expect(await found(everyWordIn(t.db, 'orders', searchWords('ZALIOJI arbatine')))).toEqual([ids[0]]);
  });

  it('when SQLite plans a search of the orders or of a kind of document, then it reads its FTS table, and the audit log pages by an index, never a sort', async () => {
    if (t.engine !== 'sqlite') return;
    /** EXPLAIN QUERY PLAN of a query, its parameters written in (a plan does not depend on them). */
    const plan = async (query: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
      const { sql: text, parameters } = query.compile();
      const literal = parameters.reduce<string>(
        (out, value) => out.replace('?', typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`),
        text,
      );
      return (await sql.raw<{ detail: string }>(`explain query plan ${literal}`).execute(t.db)).rows.map((row) => row.detail).join('\n');
    };
    const orders = await plan(
      t.db
        .selectFrom('orders')
        .selectAll()
        .where(everyWordIn(t.db, 'orders', ['kaunas', 'ab']))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(50),
    );
    expect(orders).toContain('orders_search_text_fts VIRTUAL TABLE INDEX');
    for (const table of ['invoices', 'pre_invoices', 'credit_notes'] as const) {
      const documents = await plan(
        t.db
          .selectFrom(table)
          .select('id')
          .where(everyWordIn(t.db, table, ['uab', 'kaunas']))
          .limit(50),
      );
      expect(documents).toContain(`${table}_search_text_fts VIRTUAL TABLE INDEX`);
    }
    const audit = await plan(
      t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'order').orderBy('at', 'desc').orderBy('id', 'desc').limit(50),
    );
    expect(audit).toContain('audit_log_entity_at_idx');
    expect(audit).not.toContain('TEMP B-TREE');
  });
});

describe('the term the index is asked for', () => {
  it('when a word is an e-mail address, then its domain name without the top-level domain is asked; any other word as it is, and none under three characters', () => {
    expect(indexedTerm('info@zaliakalnio-shisha-10.example')).toBe('zaliakalnio-shisha-10');
    expect(indexedTerm('jonas@uab.lt')).toBe('uab');
    expect(indexedTerm('a@b.lt')).toBe('a@b.lt');
    expect(indexedTerm('zaliakalnio')).toBe('zaliakalnio');
    expect(indexedTerm('ord-202502-250001')).toBe('ord-202502-250001');
    expect(indexedTerm('10')).toBeNull();
    expect(indexedTerm('ąžuolas')).toBe('ąžuolas');
    // The audit log's actors are the shop's own staff, sharing its domain: there the whole address is asked.
    expect(indexedTerm('admin17@didmena.lt', false)).toBe('admin17@didmena.lt');
  });
});
