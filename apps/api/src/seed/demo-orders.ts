import {
  addressInputSchema,
  SHOP_PRE_INVOICE_TERMS,
  type AddressFormValues,
  type InvoiceStatus,
  type OrderStatus,
  type PreInvoiceStatus,
  type User,
} from '@shop/domain';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import * as addresses from '../modules/addresses/addresses.service.ts';
import * as cart from '../modules/cart/cart.service.ts';
import { changeStatus, ownOrders, placeOrder } from '../modules/orders/orders.service.ts';
import {
  convertPreInvoice,
  createPreInvoice,
  invoiceOfOrder,
  listPreInvoices,
  readSettings,
  setInvoiceStatus,
  setPreInvoiceStatus,
  updateSettings,
} from '../modules/documents/documents.service.ts';
import { findUserRowByEmail, toUser } from '../modules/users/users.repository.ts';
import { seedContext } from './demo-context.ts';

/** One step of a demo order's life, as the shop's people take it. */
type Step =
  | { status: OrderStatus }
  /** A pre-invoice on the shop's terms: by the administrator on the order page, or by the customer on the orders page. */
  | { preInvoice: 'admin' | 'customer' }
  | { preInvoiceStatus: PreInvoiceStatus }
  /** The administrator converts the pre-invoice into the invoice. */
  | { convert: true }
  | { invoiceStatus: InvoiceStatus };

interface DemoOrder {
  /** Lines: [which product of the in-stock list, how many minimum order quantities]. */
  lines: ReadonlyArray<readonly [number, number]>;
  notes?: string;
  steps: readonly Step[];
}

interface DemoCustomer {
  email: string;
  address: AddressFormValues;
  orders: readonly DemoOrder[];
}

/** Each demo customer's shipping address and order history: every status, pre-invoices and invoices among them. */
const DEMO_ORDERS: readonly DemoCustomer[] = [
  {
    email: 'shop@example.com',
    address: {
      address_name: 'Dūmų Namai – Vilnius',
      street_address: 'Gedimino pr. 1',
      city: 'Vilnius',
      postal_code: 'LT-01103',
      country: 'LT',
      tobacco_license: 'TL-VLN-2024-0117',
      licence_type: 'retail',
      licence_issuer: 'Vilniaus miesto savivaldybė',
    },
    orders: [
      {
        lines: [
          [0, 3],
          [5, 2],
          [9, 2],
        ],
        steps: [
          { status: 'confirmed' },
          { preInvoice: 'admin' },
          { preInvoiceStatus: 'sent' },
          { convert: true },
          { status: 'ended' },
          { invoiceStatus: 'paid' },
        ],
      },
      {
        lines: [
          [2, 1],
          [7, 1],
        ],
        notes: 'Deliver before 11:00, please.',
        steps: [{ status: 'confirmed' }, { preInvoice: 'customer' }, { status: 'payed' }, { status: 'processing' }, { status: 'sent' }],
      },
      { lines: [[11, 1]], steps: [] },
    ],
  },
  {
    email: 'bar@example.com',
    address: {
      address_name: 'Lounge Bar Kaunas',
      street_address: 'Laisvės al. 10',
      city: 'Kaunas',
      postal_code: 'LT-44240',
      country: 'LT',
      tobacco_license: 'TL-KNS-2023-0458',
      licence_type: 'retail',
      licence_issuer: 'Kauno miesto savivaldybė',
    },
    orders: [
      {
        lines: [
          [1, 2],
          [4, 2],
          [13, 1],
        ],
        steps: [{ status: 'confirmed' }, { status: 'processing' }, { status: 'sent' }, { status: 'ended' }],
      },
      {
        lines: [
          [3, 2],
          [6, 1],
        ],
        steps: [{ status: 'confirmed' }, { preInvoice: 'admin' }],
      },
      { lines: [[8, 1]], notes: 'Ordered twice by mistake.', steps: [{ status: 'cancelled' }] },
    ],
  },
  {
    email: 'customer@example.com',
    address: {
      address_name: 'Baltic Smoke – Klaipėda warehouse',
      street_address: 'Taikos pr. 5',
      city: 'Klaipėda',
      postal_code: 'LT-91100',
      country: 'LT',
      tobacco_license: 'TL-KLP-2025-0032',
      licence_type: 'wholesale',
      licence_issuer: 'NTAKD',
    },
    orders: [
      {
        lines: [
          [10, 2],
          [12, 2],
        ],
        steps: [{ status: 'confirmed' }, { preInvoice: 'customer' }, { status: 'payed' }, { status: 'processing' }],
      },
      { lines: [[14, 1]], steps: [] },
      {
        lines: [
          [15, 3],
          [16, 2],
        ],
        steps: [{ status: 'confirmed' }, { status: 'ended' }, { invoiceStatus: 'paid' }],
      },
    ],
  },
];

interface StockedProduct {
  id: number;
  stock: number;
  min_order_quantity: number;
}

/**
 * The product and quantity of a demo line: the product at `pick` in the list, counted from its end
 * in steps of three (spread over the catalogue, so the orders show several brands), or the next one
 * with stock to spare; whole minimum order quantities that leave it in stock. `stock` counts down
 * what the orders took.
 */
function lineOf(products: readonly StockedProduct[], pick: number, packs: number): { id: number; quantity: number } {
  for (let offset = 0; offset < products.length; offset++) {
    const product = products[products.length - 1 - ((pick * 3 + offset) % products.length)]!;
    const step = Math.max(1, product.min_order_quantity);
    const quantity = step * Math.min(packs, Math.floor((product.stock - step) / step));
    if (quantity <= 0) continue;
    product.stock -= quantity;
    return { id: product.id, quantity };
  }
  throw new Error('No product has stock left for the demo orders');
}

/** The products an order can take from: active, with stock for at least three minimum order quantities. */
async function stockedProducts(ctx: AppContext): Promise<StockedProduct[]> {
  const rows = await ctx.db
    .selectFrom('products')
    .select(['id', 'stock', 'min_order_quantity'])
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  return rows.filter((row) => row.stock >= 3 * Math.max(1, row.min_order_quantity));
}

/** The order's pre-invoice that is not cancelled (one at most). */
async function preInvoiceIdOf(ctx: AppContext, orderId: number): Promise<number> {
  const live = (await listPreInvoices(ctx, { orderId })).find((preInvoice) => preInvoice.status !== 'cancelled');
  if (!live) throw new Error(`The demo order ${orderId} has no pre-invoice`);
  return live.id;
}

async function runStep(people: { admin: AppContext; customer: AppContext }, user: User, orderId: number, step: Step): Promise<void> {
  const { admin, customer } = people;
  if ('status' in step) await changeStatus(admin, orderId, step.status);
  else if ('preInvoice' in step && step.preInvoice === 'admin')
    await createPreInvoice(admin, orderId, { admin: true, terms: { ...SHOP_PRE_INVOICE_TERMS, notes: null } });
  else if ('preInvoice' in step) await createPreInvoice(customer, orderId, { admin: false, userId: user.id });
  else if ('preInvoiceStatus' in step) await setPreInvoiceStatus(admin, await preInvoiceIdOf(admin, orderId), { status: step.preInvoiceStatus });
  else if ('convert' in step) await convertPreInvoice(admin, await preInvoiceIdOf(admin, orderId));
  else await setInvoiceStatus(admin, (await invoiceOfOrder(admin, orderId)).id, { status: step.invoiceStatus });
}

/** The customer's shipping address for the demo orders: its default one, or the demo address with its licence verified. */
async function shippingAddressOf(people: { admin: AppContext; customer: AppContext }, user: User, demo: DemoCustomer): Promise<number> {
  const existing = await addresses.list(people.customer, user);
  const chosen = existing.find((address) => address.is_default) ?? existing[0];
  if (chosen) return chosen.id;
  const validUntil = `${people.admin.now().getFullYear() + 2}-12-31`;
  const { value: address } = await addresses.add(
    people.customer,
    user,
    addressInputSchema.parse({ ...demo.address, licence_valid_until: validUntil }),
  );
  await addresses.reviewLicence(people.admin, user.id, address.id, { status: 'verified', note: null, version: address.licence_version });
  return address.id;
}

/** Who issues the demo shop's documents, set in the invoice settings as an operator does before the first one. */
async function demoIssuer(admin: AppContext): Promise<void> {
  const settings = await readSettings(admin.db);
  if (settings.issuer_name?.trim() && settings.issuer_position?.trim()) return;
  await updateSettings(admin, { settings: { issuer_name: 'Rūta Petrauskienė', issuer_position: 'Pardavimų vadybininkė' } });
}

/**
 * The demo customers' order history, made the way the shop makes it: each customer gets a shipping
 * address (its licence verified by the administrator), fills the cart and checks out, and the
 * administrator moves the orders along and issues pre-invoices and invoices; one pre-invoice each is
 * the customer's own. Numbers, stock, prices, snapshots, the audit log and the queued mails are
 * therefore real. A customer who already has orders, or has something in the cart, is left as is,
 * so seeding again adds nothing. Answers how many orders were placed.
 */
export async function seedDemoOrders(config: Config, database: Database): Promise<number> {
  const contexts = seedContext(config, database);
  const adminRow = await findUserRowByEmail(database.db, 'admin@example.com');
  if (!adminRow) return 0;
  const admin = contexts.as({ id: adminRow.id, email: adminRow.email });
  const products = await stockedProducts(admin);
  if (products.length === 0) return 0;
  await demoIssuer(admin);
  let placed = 0;
  for (const demo of DEMO_ORDERS) {
    const row = await findUserRowByEmail(database.db, demo.email);
    if (!row) continue;
    const user = toUser(row);
    const people = { admin, customer: contexts.as({ id: user.id, email: user.email }) };
    if ((await ownOrders(people.customer, user, { limit: 1 })).orders.length > 0) continue;
    if ((await cart.getCart(people.customer, user)).items.length > 0) continue;
    const addressId = await shippingAddressOf(people, user, demo);
    for (const order of demo.orders) {
      for (const [pick, packs] of order.lines) {
        const line = lineOf(products, pick, packs);
        await cart.add(people.customer, user, line.id, line.quantity);
      }
      const { order: made } = await placeOrder(people.customer, user, { shipping_address_id: addressId, notes: order.notes ?? null });
      placed += 1;
      for (const step of order.steps) await runStep(people, user, made.id, step);
    }
  }
  return placed;
}
