import type { FastifyInstance } from 'fastify';
import { escapeMarkup } from '@shop/domain';
import { bearer } from './factories.ts';
import { multipartBody } from './multipart.ts';

/** One entry of a test statement, as a Lithuanian bank exports it. */
export interface TestEntry {
  /** The bank's reference (`AcctSvcrRef`); left out when null. */
  ref: string | null;
  amount: string;
  currency?: string;
  direction?: 'CRDT' | 'DBIT';
  status?: 'BOOK' | 'PDNG';
  bookedOn?: string;
  payer?: string;
  payerId?: string;
  /** Unstructured remittance text. */
  text?: string;
  /** A structured creditor reference (`Strd/CdtrRefInf/Ref`). */
  creditorRef?: string;
  entryRef?: string;
  endToEndId?: string;
}

/** `RltdPties/Dbtr`: the party's name and id directly in 001.02, under `Pty` in 001.08. */
function debtor(version: '02' | '08', entry: TestEntry): string {
  if (!entry.payer && !entry.payerId) return '';
  const id = entry.payerId ? `<Id><OrgId><Othr><Id>${escapeMarkup(entry.payerId)}</Id></Othr></OrgId></Id>` : '';
  const party = `${entry.payer ? `<Nm>${escapeMarkup(entry.payer)}</Nm>` : ''}${id}`;
  return `<RltdPties><Dbtr>${version === '08' ? `<Pty>${party}</Pty>` : party}</Dbtr><DbtrAcct><Id><IBAN>LT127300010000000001</IBAN></Id></DbtrAcct></RltdPties>`;
}

function remittance(entry: TestEntry): string {
  const ustrd = entry.text ? `<Ustrd>${escapeMarkup(entry.text)}</Ustrd>` : '';
  const strd = entry.creditorRef
    ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${escapeMarkup(entry.creditorRef)}</Ref></CdtrRefInf></Strd>`
    : '';
  return ustrd || strd ? `<RmtInf>${ustrd}${strd}</RmtInf>` : '';
}

function ntry(version: '02' | '08', entry: TestEntry): string {
  const ccy = entry.currency ?? 'EUR';
  const status = entry.status ?? 'BOOK';
  const day = entry.bookedOn ?? '2026-10-14';
  return `
      <Ntry>
        ${entry.entryRef ? `<NtryRef>${escapeMarkup(entry.entryRef)}</NtryRef>` : ''}
        <Amt Ccy="${ccy}">${entry.amount}</Amt>
        <CdtDbtInd>${entry.direction ?? 'CRDT'}</CdtDbtInd>
        <Sts>${version === '08' ? `<Cd>${status}</Cd>` : status}</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        ${entry.ref ? `<AcctSvcrRef>${escapeMarkup(entry.ref)}</AcctSvcrRef>` : ''}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs>${entry.endToEndId ? `<EndToEndId>${escapeMarkup(entry.endToEndId)}</EndToEndId>` : '<EndToEndId>NOTPROVIDED</EndToEndId>'}</Refs>
            <AmtDtls><TxAmt><Amt Ccy="${ccy}">${entry.amount}</Amt></TxAmt></AmtDtls>
            ${debtor(version, entry)}
            ${remittance(entry)}
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
}

/** A camt.053 statement (001.02 or 001.08) of the shop's account, following the ISO 20022 schema's structure. */
export function camt053(version: '02' | '08', entries: TestEntry[], statementId = `STMT-${version}-${entries.length}`): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-${escapeMarkup(statementId)}</MsgId><CreDtTm>2026-10-15T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${escapeMarkup(statementId)}</Id>
      <ElctrncSeqNb>1</ElctrncSeqNb>
      <CreDtTm>2026-10-15T06:00:00</CreDtTm>
      <FrToDt><FrDtTm>2026-10-01T00:00:00</FrDtTm><ToDtTm>2026-10-14T23:59:59</ToDtTm></FrToDt>
      <Acct><Id><IBAN>LT007044000000000000</IBAN></Id><Ccy>EUR</Ccy><Svcr><FinInstnId><BIC>CBVILT2X</BIC></FinInstnId></Svcr></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-10-01</Dt></Dt></Bal>
      ${entries.map((entry) => ntry(version, entry)).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/** POSTs a statement (and the operator's assignments) to the import, as the screen does. */
export function postStatement(
  app: FastifyInstance,
  token: string,
  content: string | Buffer,
  options: { dryRun?: boolean; assignments?: unknown; filename?: string } = {},
) {
  const parts = [{ field: 'file', filename: options.filename ?? 'statement.xml', contentType: 'application/xml', content }];
  const fields = options.assignments === undefined ? [] : [{ field: 'assignments', content: JSON.stringify(options.assignments) }];
  const { payload, headers } = multipartBody([...parts, ...fields]);
  return app.inject({
    method: 'POST',
    url: `/api/payments/admin/bank-statement?dry_run=${options.dryRun ?? true}`,
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}
