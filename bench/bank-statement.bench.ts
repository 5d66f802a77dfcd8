import { createTestApp } from '../apps/api/src/test/build-test-app.ts';
import { camt053, postStatement, type TestEntry } from '../apps/api/src/test/camt053.ts';
import { createUser, login } from '../apps/api/src/test/factories.ts';
import { invoicedOrder } from '../apps/api/src/test/invoices.ts';

// `npm run bench:statement` (decision 079): the preview of a 5,000-entry camt.053 statement,
// through the whole application (multipart, XML parsing, matching, the answer), on the embedded
// database; `TEST_ENGINE=postgres TEST_DATABASE_URL=… npm run bench:statement` on PostgreSQL.
// The shop has INVOICES open invoices; the statement names each once, pays ENTRIES/2 − INVOICES by
// amounts no invoice is open for (the amount-and-payer lookup), and the rest with text naming nothing.
const ENTRIES = Number(process.env.BENCH_STATEMENT_ENTRIES ?? 5000);
const INVOICES = Number(process.env.BENCH_STATEMENT_INVOICES ?? 200);
const RUNS = 5;

const t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000', LOG_LEVEL: 'warn' });
try {
  const admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
  const numbers: string[] = [];
  for (let i = 0; i < INVOICES; i++) numbers.push((await invoicedOrder(t.app, t.db, admin)).invoice.invoice_number);
  const entries: TestEntry[] = Array.from({ length: ENTRIES }, (_, i) => {
    const ref = `BENCH-${String(i).padStart(6, '0')}`;
    if (i < numbers.length) return { ref, amount: '1.00', payer: 'Baltic Smoke UAB', text: `Apmokejimas pagal saskaita ${numbers[i]}` };
    if (i < ENTRIES / 2) return { ref, amount: (1000 + i / 100).toFixed(2), payer: `Pirkejas ${i} UAB`, text: 'Uz prekes' };
    return { ref, amount: (5 + (i % 900) / 100).toFixed(2), payer: `Mokėtojas ${i}`, text: `Sutartis 2026/${i} avansas` };
  });
  const file = Buffer.from(camt053('08', entries, 'BENCH-STATEMENT'));
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const answer = await postStatement(t.app, admin, file);
    times.push(performance.now() - started);
    if (answer.statusCode !== 200) throw new Error(`preview answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    const body = answer.json();
    if (run === 0)
      console.log(`matched ${body.matched.length}, unmatched ${body.unmatched.length}, already imported ${body.already_imported.length}`);
  }
  const started = performance.now();
  const applied = await postStatement(t.app, admin, file, { dryRun: false });
  const applyMs = performance.now() - started;
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\nBank statement preview (decision 079), ${t.engine}: ${ENTRIES} entries, ${(file.length / 1024 / 1024).toFixed(1)} MB, ${INVOICES} open invoices`,
  );
  console.log(
    `preview: median ${sorted[Math.floor(RUNS / 2)]!.toFixed(0)} ms, fastest ${sorted[0]!.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms (${RUNS} runs)`,
  );
  console.log(`apply (records ${applied.json().matched?.length ?? 0} payments): ${applyMs.toFixed(0)} ms, status ${applied.statusCode}`);
} finally {
  await t.close();
}
