import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, orderPlacedByNewCustomer, unique } from './helpers.ts';

// Decision 079: an administrator uploads the bank's camt.053 statement, reads which
// entry pays which invoice, assigns an entry without a document number by hand and records them all,
// in English and in Lithuanian.

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date());
const money = (amount: number, locale: 'lt-LT' | 'en-US') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/** One booked credit entry of a camt.053.001.08 statement. */
const credit = (ref: string, amount: number, payer: string, text: string) => `
      <Ntry>
        <Amt Ccy="EUR">${amount.toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${today()}</Dt></BookgDt><AcctSvcrRef>${ref}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties><Dbtr><Pty><Nm>${payer}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>${text}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;

const statement = (entries: string[]) => ({
  name: 'israsas.xml',
  mimeType: 'application/xml',
  buffer: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>E2E-${unique()}</MsgId><CreDtTm>${today()}T07:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>E2E-STMT-${unique()}</Id>
      <Acct><Id><IBAN>LT007044000000000000</IBAN></Id></Acct>${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>`),
});

async function invoiced(page: Page, headers: { authorization: string }) {
  const { order } = await orderPlacedByNewCustomer(page, 'brand=Adalya&limit=20');
  await endOrder(page, headers, order.id);
  return (await (await page.request.get(`/api/invoices/order/${order.id}`, { headers })).json()).invoice as {
    id: number;
    invoice_number: string;
    total_amount: number;
  };
}

/** What the administrator reads on the statement page, in each language (locales/*.admin.json, adminBankStatement). */
const TEXTS = {
  en: {
    name: 'English',
    locale: 'en-US',
    title: 'Bank statement',
    summary: (amount: string) => `1 payment matched (${amount}) · 1 not matched · 0 already imported`,
    byNumber: 'number in the details',
    noDocument: 'No document named',
    applyOne: 'Record 1 payment',
    applyTwo: 'Record 2 payments',
    assignLabel: (amount: string) => `Document number for ${amount} from Petras Petraitis`,
    unknown: (ref: string) => `Bank entry ${ref}: there is no invoice or pre-invoice HW-1999-99999`,
    applied: '2 payments recorded.',
    again: (amount: string) => `0 payments matched (${amount}) · 0 not matched · 2 already imported`,
  },
  lt: {
    name: 'Lithuanian',
    locale: 'lt-LT',
    title: 'Banko išrašas',
    summary: (amount: string) => `susietas 1 mokėjimas (${amount}) · 1 nesusietas · 0 jau importuotų`,
    byNumber: 'numerį paskirtyje',
    noDocument: 'Dokumentas nenurodytas',
    applyOne: 'Registruoti 1 mokėjimą',
    applyTwo: 'Registruoti 2 mokėjimus',
    assignLabel: (amount: string) => `Dokumento numeris mokėjimui ${amount} iš Petras Petraitis`,
    unknown: (ref: string) => `Banko įrašas ${ref}: sąskaitos faktūros ar išankstinės sąskaitos HW-1999-99999 nėra`,
    applied: 'Užregistruoti 2 mokėjimai.',
    again: (amount: string) => `susieta 0 mokėjimų (${amount}) · 0 nesusietų · 2 jau importuoti`,
  },
} as const;

for (const language of ['en', 'lt'] as const) {
  const text = TEXTS[language];
  const inEuros = (amount: number) => money(amount, text.locale);

  test(`in ${text.name}, the administrator uploads a statement, assigns the entry without a number by hand and records both payments`, async ({
    page,
  }) => {
    const headers = await adminHeaders(page);
    const byNumber = await invoiced(page, headers);
    const byHand = await invoiced(page, headers);
    const tag = unique().replace(/\D/g, '').slice(-10);
    const file = statement([
      credit(`E2E-A-${tag}`, byNumber.total_amount, 'Testas UAB', `Apmokejimas ${byNumber.invoice_number.toLowerCase()}`),
      credit(`E2E-B-${tag}`, 10, 'Petras Petraitis', 'Uz prekes'),
    ]);

    await logIn(page, 'admin@example.com', 'admin1234');
    await page.evaluate((chosen) => localStorage.setItem('wholesale.language', chosen), language);
    await page.goto('/admin/invoices');
    await page.getByTestId('bank-statement-link').click();
    await expect(page).toHaveURL('/admin/payments/bank-statement');
    await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();

    await page.getByTestId('statement-file').setInputFiles(file);
    const preview = page.getByTestId('statement-preview');
    await expect(preview.getByTestId('statement-summary')).toHaveText(text.summary(inEuros(byNumber.total_amount)));
    const matched = preview.getByTestId('statement-matched-row');
    await expect(matched).toHaveCount(1);
    await expect(matched).toContainText(byNumber.invoice_number);
    await expect(matched).toContainText(text.byNumber);
    const unmatched = preview.getByTestId('statement-unmatched-row');
    await expect(unmatched).toContainText(text.noDocument);
    await expect(preview.getByTestId('statement-apply')).toHaveText(text.applyOne);

    // A number that is no document is refused as a whole, and nothing is recorded.
    const field = unmatched.getByLabel(text.assignLabel(inEuros(10)));
    await field.fill('HW-1999-99999');
    await expect(preview.getByTestId('statement-apply')).toHaveText(text.applyTwo);
    await preview.getByTestId('statement-apply').click();
    await expect(page.getByTestId('statement-apply-error')).toHaveText(text.unknown(`E2E-B-${tag}`));
    const before = await (await page.request.get(`/api/invoices/admin/${byNumber.id}`, { headers })).json();
    expect(before.invoice.paid_amount).toBe(0);

    await field.fill(byHand.invoice_number);
    await preview.getByTestId('statement-apply').click();
    await expect(page.getByTestId('statement-applied')).toContainText(text.applied);

    const paid = (await (await page.request.get(`/api/invoices/admin/${byNumber.id}`, { headers })).json()).invoice;
    expect([paid.status, paid.open_amount]).toEqual(['paid', 0]);
    const partly = (await (await page.request.get(`/api/invoices/admin/${byHand.id}`, { headers })).json()).invoice;
    expect(partly.paid_amount).toBe(10);

    // The same statement again: both entries are already imported, nothing is left to record.
    await page.getByTestId('statement-file').setInputFiles(file);
    await expect(page.getByTestId('statement-summary')).toHaveText(text.again(inEuros(0)));
    await expect(page.getByTestId('statement-known-row')).toHaveCount(2);
    await expect(page.getByTestId('statement-apply')).toBeDisabled();
  });
}
