import { auditGroupOf } from '@shop/domain';
import { changesBetween } from '../../apps/api/src/modules/audit/audit.service.ts';
import { isoOf, randomOf } from './calendar.ts';
import type { Row } from './bulk-writer.ts';

/**
 * The audit log of five years, oldest first, spread as the orders are: administrators moving orders on
 * and issuing documents, price changes, approvals and customers' sign-ins, each entry's changes as the
 * app records them (changesBetween).
 */
export function auditEntries(input: {
  count: number;
  moments: Float64Array;
  admins: ReadonlyArray<{ id: number; email: string }>;
  customers: ReadonlyArray<{ id: number; email: string }>;
  products: number;
  write: (rows: Row[]) => Promise<void>;
}): Promise<void> {
  const random = randomOf(99);
  const { count, moments } = input;
  const steps = [
    ['confirmed', 'processing'],
    ['received', 'confirmed'],
    ['processing', 'sent'],
    ['sent', 'ended'],
  ] as const;
  return (async () => {
    let rows: Row[] = [];
    for (let i = 0; i < count; i++) {
      const orderIndex = Math.min(moments.length - 1, Math.floor((i * moments.length) / count));
      const at = isoOf(moments[orderIndex]! + Math.floor(random() * 3_600_000));
      const admin = input.admins[Math.floor(random() * input.admins.length)]!;
      const kind = random();
      let entry: Row;
      if (kind < 0.4) {
        const [from, to] = steps[Math.floor(random() * steps.length)]!;
        entry = {
          action: 'order.status',
          entity: 'order',
          entity_id: String(orderIndex + 1),
          changes: changesBetween({ status: from }, { status: to }),
        };
      } else if (kind < 0.6) {
        entry = {
          action: 'invoice.status',
          entity: 'invoice',
          entity_id: String(1 + Math.floor(random() * Math.max(1, orderIndex * 0.9))),
          changes: changesBetween({ status: 'sent', paid_date: null }, { status: 'paid', paid_date: at.slice(0, 10) }),
        };
      } else if (kind < 0.68) {
        entry = {
          action: 'pre_invoice.status',
          entity: 'pre_invoice',
          entity_id: String(1 + Math.floor(random() * Math.max(1, orderIndex * 0.3))),
          changes: changesBetween({ status: 'draft' }, { status: 'sent' }),
        };
      } else if (kind < 0.8) {
        const cents = 500 + Math.floor(random() * 3000);
        entry = {
          action: 'product.update',
          entity: 'product',
          entity_id: String(1 + Math.floor(random() * input.products)),
          changes: changesBetween({ price_cents: cents, stock: 40 }, { price_cents: cents + 50, stock: 120 }),
        };
      } else if (kind < 0.83) {
        const customer = input.customers[Math.floor(random() * input.customers.length)]!;
        entry = {
          action: 'user.approve',
          entity: 'user',
          entity_id: String(customer.id),
          changes: changesBetween({ approval_status: 'pending' }, { approval_status: 'approved' }),
        };
      } else {
        const customer = input.customers[Math.floor(random() * input.customers.length)]!;
        rows.push({
          at,
          actor_id: customer.id,
          actor_email: customer.email,
          action: 'login.success',
          action_group: auditGroupOf('login.success'),
          entity: 'session',
          entity_id: String(customer.id),
          changes: JSON.stringify(changesBetween(null, { signed_in: true })),
        });
        continue;
      }
      rows.push({
        at,
        actor_id: admin.id,
        actor_email: admin.email,
        ...entry,
        action_group: auditGroupOf(String(entry.action)),
        changes: JSON.stringify(entry.changes),
      });
      if (rows.length >= 20_000) {
        await input.write(rows);
        rows = [];
      }
    }
    await input.write(rows);
  })();
}
