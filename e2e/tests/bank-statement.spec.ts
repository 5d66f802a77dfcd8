import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders, endOrder, logIn, orderPlacedByNewCustomer, unique } from './helpers.ts';

// Issue 28, point 2 (decision 079): an administrator uploads the bank's camt.053 statement, reads which
// entry pays which invoice, assigns an entry without a document number by hand and records them all.

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date());
const money = (amount: number) =>
  new Intl.NumberFormat('lt-LT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

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

test('in Lithuanian, the administrator uploads a statement, assigns the entry without a number by hand and records both payments', async ({
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
  await page.evaluate(() => localStorage.setItem('wholesale.language', 'lt'));
  await page.goto('/admin/invoices');
  await page.getByTestId('bank-statement-link').click();
  await expect(page).toHaveURL('/admin/payments/bank-statement');
  await expect(page.getByRole('heading', { name: 'Banko išrašas', level: 1 })).toBeVisible();

  await page.getByTestId('statement-file').setInputFiles(file);
  const preview = page.getByTestId('statement-preview');
  await expect(preview.getByTestId('statement-summary')).toHaveText(
    `susietas 1 mokėjimas (${money(byNumber.total_amount)}) · 1 nesusietas · 0 jau importuotų`,
  );
  const matched = preview.getByTestId('statement-matched-row');
  await expect(matched).toHaveCount(1);
  await expect(matched).toContainText(byNumber.invoice_number);
  await expect(matched).toContainText('numerį paskirtyje');
  const unmatched = preview.getByTestId('statement-unmatched-row');
  await expect(unmatched).toContainText('Dokumentas nenurodytas');
  await expect(preview.getByTestId('statement-apply')).toHaveText('Registruoti 1 mokėjimą');

  // A number that is no document is refused as a whole, and nothing is recorded.
  const field = unmatched.getByLabel(`Dokumento numeris mokėjimui ${money(10)} iš Petras Petraitis`);
  await field.fill('HW-1999-99999');
  await expect(preview.getByTestId('statement-apply')).toHaveText('Registruoti 2 mokėjimus');
  await preview.getByTestId('statement-apply').click();
  await expect(page.getByTestId('statement-apply-error')).toHaveText(
    `Banko įrašas E2E-B-${tag}: sąskaitos faktūros ar išankstinės sąskaitos HW-1999-99999 nėra`,
  );
  const before = await (await page.request.get(`/api/invoices/admin/${byNumber.id}`, { headers })).json();
  expect(before.invoice.paid_amount).toBe(0);

  await field.fill(byHand.invoice_number);
  await preview.getByTestId('statement-apply').click();
  await expect(page.getByTestId('statement-applied')).toContainText('Užregistruoti 2 mokėjimai.');

  const paid = (await (await page.request.get(`/api/invoices/admin/${byNumber.id}`, { headers })).json()).invoice;
  expect([paid.status, paid.open_amount]).toEqual(['paid', 0]);
  const partly = (await (await page.request.get(`/api/invoices/admin/${byHand.id}`, { headers })).json()).invoice;
  expect(partly.paid_amount).toBe(10);

  // The same statement again: both entries are already imported, nothing is left to record.
  await page.getByTestId('statement-file').setInputFiles(file);
  await expect(page.getByTestId('statement-summary')).toHaveText(`susieta 0 mokėjimų (${money(0)}) · 0 nesusietų · 2 jau importuoti`);
  await expect(page.getByTestId('statement-known-row')).toHaveCount(2);
  await expect(page.getByTestId('statement-apply')).toBeDisabled();
});
