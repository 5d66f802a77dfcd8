import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishWordsIn, type Order } from '@shop/domain';
import { PRICE_LIST_TEXTS } from '../../modules/price-list/price-list.texts.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createProducts } from '../../test/products.ts';
import { addToCart, type Shopper } from '../../test/shoppers.ts';
import { paymentReminderMail } from './payment-reminder-mail.ts';
import { mails, type Recipient } from './templates.ts';

// Decision 089: a Lithuanian mail, PDF or price list shows no English word the shop uses, and
// greets without a name in the nominative (Lithuanian addresses a person in the vocative).

let t: TestApp;
let admin: string;
let adminEmail: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  // A Lithuanian administrator, so the shop's "new order" mail is written in Lithuanian too.
  adminEmail = (await createUser(t.db, { admin: true, language: 'lt' })).email;
  admin = (await login(t.app, adminEmail)).token;
});
afterAll(async () => t.close());

/** A Lithuanian buyer named as people are ("Žydrūnas Šalčius"), with an address in Kaunas, LT. */
async function lithuanianBuyer(): Promise<Shopper> {
  const user = await createUser(t.db, { language: 'lt' });
  await t.db.updateTable('users').set({ contact_person: 'Žydrūnas Šalčius' }).where('id', '=', user.id).execute();
  const { token } = await login(t.app, user.email);
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/users/addresses',
    headers: bearer(token),
    payload: { address_name: 'Sandėlis', street_address: 'Laisvės al. 10', city: 'Kaunas', country: 'LT', tobacco_license: 'TL-777' },
  });
  return { userId: user.id, email: user.email, token, addressId: address.json().address.id };
}

/** The test products' names ("Product 12") are test data, not the shop's words. */
const namesOf = (order: { items: Array<{ name: string }> }) => order.items.map((item) => item.name);

describe('Lithuanian mails and PDFs of an order', () => {
  it('when a Lithuanian buyer orders and the order is invoiced, then its mails, the invoice PDF and the price list show no English word and no name to decline', async () => {
    const products = await createProducts(t.db, 2, { stock: 50, wholesale_price_cents: 1500 });
    const buyer = await lithuanianBuyer();
    await addToCart(t.app, buyer, products[0]!, 1);
    await addToCart(t.app, buyer, products[1]!, 3);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(buyer.token),
      payload: { shipping_address_id: buyer.addressId, accept_tax_notice: true },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order as Order;
    const allowed = namesOf(order);
    await t.app.inject({ method: 'PATCH', url: `/api/orders/admin/${order.id}/status`, headers: bearer(admin), payload: { status: 'ended' } });

    const outbox = await t.outbox();
    const confirmation = outbox.find((mail) => mail.to.includes(buyer.email) && mail.subject.startsWith('Užsakymo patvirtinimas'));
    expect(confirmation?.text).toContain('Kaunas, Lietuva.');
    expect(confirmation?.text).toMatch(/^Sveiki,\n/);
    const written = outbox.filter((mail) => mail.to.includes(buyer.email) || mail.to.includes(adminEmail));
    expect(written.length).toBeGreaterThanOrEqual(3); // the confirmation, the shop's "new order" and the invoice
    for (const mail of written) {
      expect(englishWordsIn(`${mail.subject}\n${mail.text}`, allowed), mail.subject).toEqual([]);
      expect(mail.text, mail.subject).not.toContain('Žydrūnas');
    }

    const invoice = (await t.app.inject({ url: `/api/invoices/order/${order.id}`, headers: bearer(admin) })).json().invoice;
    const pdf = (
      await pdfText((await t.app.inject({ url: `/api/invoices/admin/${invoice.id}/pdf?lang=lt`, headers: bearer(admin) })).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(pdf).toContain('Prekės kodas');
    expect(pdf).toContain('1 vnt.');
    expect(pdf).toContain('Lietuva');
    expect(englishWordsIn(pdf, allowed)).toEqual([]);

    const priceList = (await pdfText((await t.app.inject({ url: '/api/products/price-list.pdf', headers: bearer(buyer.token) })).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    expect(priceList).toContain('Prekės kodas');
    const listed = (await t.db.selectFrom('products').select('name').execute()).map((product) => product.name);
    expect(englishWordsIn(priceList, listed)).toEqual([]);
  });

  it('when the same invoice is drawn in English, then the guard finds the English words (it can fail) and a single unit is "1 pc"', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 10, wholesale_price_cents: 900 });
    const buyer = await lithuanianBuyer();
    await addToCart(t.app, buyer, product!, 1);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: { shipping_address_id: buyer.addressId, accept_tax_notice: true },
      })
    ).json().order as Order;
    await t.app.inject({ method: 'PATCH', url: `/api/orders/admin/${order.id}/status`, headers: bearer(admin), payload: { status: 'ended' } });
    const invoice = (await t.app.inject({ url: `/api/invoices/order/${order.id}`, headers: bearer(admin) })).json().invoice;
    const pdf = (
      await pdfText((await t.app.inject({ url: `/api/invoices/admin/${invoice.id}/pdf?lang=en`, headers: bearer(admin) })).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(pdf).toContain('1 pc ');
    expect(pdf).not.toContain('1 pcs');
    expect(englishWordsIn(pdf, namesOf(order))).toEqual(expect.arrayContaining(['Lithuania', 'SKU', 'Total']));
  });
});

describe('every Lithuanian mail of the shop', () => {
  const lt: Recipient = { email: 'pirkejas@example.lt', name: 'Žydrūnas Šalčius', language: 'lt' };
  const url = 'http://shop.test/orders';
  const product = { sku: 'ALF-1', brand: 'Al Fakher', name: 'Dvigubas obuolys', weight: '50g', stock: 1, threshold: 5 };
  const written = [
    mails.verifyEmail(lt, url),
    mails.alreadyRegistered(lt, url, url),
    mails.accountApproved(lt, url),
    mails.accountRejected(lt, 'Nėra licencijos'),
    mails.passwordReset(lt, url),
    mails.lowStock(lt, [product], url),
    mails.documentIssued(lt, 'invoice', 'HW-2026-00001', url),
    mails.documentIssued(lt, 'pre_invoice', 'IS-2026-00001', url),
    mails.documentIssued(lt, 'credit_note', 'KS-2026-00001', url),
    mails.registrationAwaitingApproval(lt, 'UAB „Dūmas“', url),
    paymentReminderMail(lt, {
      number: 'HW-2026-00001',
      issueDate: '2026-10-01',
      dueDate: '2026-10-15',
      openAmount: 120.5,
      daysOverdue: 1,
      seller: { name: 'UAB „Kaljanų prekyba“', iban: 'LT00 7044 0000 0000 0000', bankName: 'AB SEB bankas' },
      url,
    }),
  ];

  it.each(written.map((mail) => [mail.subject, mail] as const))(
    'when "%s" is written in Lithuanian, then it shows no English word and no name to decline',
    (_, mail) => {
      expect(englishWordsIn(`${mail.subject}\n${mail.text}`, ['Al Fakher'])).toEqual([]);
      expect(mail.text).toMatch(/^Sveiki,\n/);
      expect(mail.text).not.toContain('Žydrūnas');
    },
  );

  it('when the price list is written in Lithuanian, then its words are Lithuanian', () => {
    const texts = PRICE_LIST_TEXTS.lt;
    const words = [
      texts.title,
      ...texts.columns,
      texts.customer,
      texts.wholesale,
      texts.group,
      texts.date,
      texts.note,
      texts.page(1, 2),
      texts.empty,
    ];
    expect(englishWordsIn(words.join('\n'))).toEqual([]);
  });
});
