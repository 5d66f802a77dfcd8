import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { FileStore } from '../db/file-store.ts';
import { countUsers, findUserRowByEmail } from '../modules/users/users.repository.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoGallery } from './demo-gallery.ts';
import { bootstrapAdmin } from './bootstrap-admin.ts';
import { DEMO_LOGINS, seedDemoUsers, type DemoLogin } from './demo-users.ts';
import { seedDemoOrders } from './demo-orders.ts';

/**
 * Start-up data: the configured administrator, and the demo data when SEED_DEMO says so
 * (default: on an empty embedded database only). Returns the demo logins when seeded.
 * The demo customers' orders and documents are added to a demo customer without orders, so
 * SEED_DEMO=true also gives an older demo database its orders, and seeding twice adds nothing.
 */
export async function seedOnStart(config: Config, database: Database): Promise<{ demoLogins: DemoLogin[]; adminCreated: boolean }> {
  const empty = (await countUsers(database.db)) === 0;
  const seedDemo = config.seedDemo ?? (database.engine === 'sqlite' && empty);
  let demoLogins: DemoLogin[] = [];
  if (seedDemo && empty) {
    await seedDemoUsers(database.db);
    const bar = await findUserRowByEmail(database.db, 'bar@example.com');
    const files = new FileStore(database.db);
    await seedDemoCatalogue(database.db, { files, barCustomerId: bar?.id });
    await seedDemoGallery(database, files);
    demoLogins = DEMO_LOGINS;
  }
  if (seedDemo) await seedDemoOrders(config, database);
  const adminCreated =
    config.adminEmail && config.adminPassword
      ? await bootstrapAdmin(database.db, { email: config.adminEmail, password: config.adminPassword })
      : false;
  return { demoLogins, adminCreated };
}
