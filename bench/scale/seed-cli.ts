import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../support.ts';
import { seedScale } from './seed.ts';

// `npm run seed:scale -- --size 1|10 [--database-url postgres://…] [--data-dir DIR] [--server-dir DIR]`:
// an empty database (SQLite in DIR, or the PostgreSQL one named) filled with a wholesaler's five years.
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    'server-dir': { type: 'string', default: root },
  },
});
const size = Number(values.size);
if (!Number.isInteger(size) || size < 1 || size > 10) {
  console.error('--size takes a whole number from 1 to 10 (1: 50,000 orders; 10: 500,000).');
  process.exit(2);
}
const databaseUrl = values['database-url'];
const engine = databaseUrl ? 'postgres' : 'sqlite';
const dataDir = path.resolve(values['data-dir'] ?? path.join(root, 'bench/.scale-data', `${engine}-${size}`));
const serverDir = path.resolve(values['server-dir']);
console.log(
  `Seeding size ${size} on ${databaseUrl ? databaseUrl.replace(/\/\/[^@]*@/, '//') : path.join(dataDir, 'shop.sqlite')} (schema of ${serverDir})…`,
);
try {
  const seeded = await seedScale({ size, databaseUrl, dataDir, serverDir, log: (line) => console.log(`  ${line}`) });
  console.log(`Seeded in ${seeded.seconds} s:`);
  for (const [table, n] of Object.entries(seeded.counts)) console.log(`  ${table.padEnd(14)} ${n.toLocaleString('en')}`);
  console.log(`Latest full month: ${seeded.latestFullMonth}`);
  for (const login of seeded.logins) console.log(`  ${login.role.padEnd(14)} ${login.email} / ${login.password}`);
  console.log(`Written to ${path.join(dataDir, 'scale-seeded.json')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
