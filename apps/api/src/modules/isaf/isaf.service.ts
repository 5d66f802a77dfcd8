import type { Readable } from 'node:stream';
import { periodFileName } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { readSourceOf } from '../../db/read-connection.ts';
import { fileFromThread } from '../../lib/threads/file-thread.ts';
import { fail } from '../../http/app-error.ts';
import { readCompany } from '../settings/index.ts';
import type { IsafHeader } from './isaf-file.ts';
import type { IsafThreadData } from './isaf-pieces.ts';
import { ISSUED_BATCH_SIZE } from './issued-in-order.ts';

/** i.SAF names the software that made the file. */
const SOFTWARE = { company: 'Hookah Wholesale', name: 'Wholesale shop', version: '1.0' };
/** Documents read at a time: a month of any size takes the memory of one batch of each kind (decision 069). */
export const ISAF_BATCH_SIZE = ISSUED_BATCH_SIZE;

/**
 * The i.SAF 1.2 sales file of a period (decisions 039, 051, 069, 098): every invoice issued in it (SF;
 * AN when it was cancelled) and every credit note (KS, naming the invoice it corrects), by date and
 * number. Made on a thread of its own with its own connection (`isafPieces`, isaf-pieces.ts), so its
 * memory is the thread's and is given back when the file is done; everything that refuses the export
 * is checked before this returns, and the file is then written as it is read.
 */
export async function isafExport(ctx: AppContext, period: { from: string; to: string }): Promise<{ filename: string; xml: Readable }> {
  const company = await readCompany(ctx.db);
  const companyCode = company.company_code?.replace(/\s+/g, '') ?? '';
  if (!/^\d{9}$/.test(companyCode)) throw fail('isafCompanyCode');
  const header: IsafHeader = { sellerCode: companyCode, from: period.from, to: period.to, createdAt: ctx.now(), software: SOFTWARE };
  const data: IsafThreadData = { source: readSourceOf(ctx.config), header, period };
  const xml = await fileFromThread(new URL('./isaf.thread.ts', import.meta.url), data);
  return { filename: `isaf-${periodFileName(period)}.xml`, xml };
}
