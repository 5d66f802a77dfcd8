import { z } from 'zod';
import { isIsoDate } from './lithuanian-date.ts';
import { unsetWhenEmpty } from './query-params.ts';

/*
 * The parameters the paged lists read the same way (decisions 045, 067), each sent empty read as not
 * sent (`unsetWhenEmpty`): a day is a real `YYYY-MM-DD` day; `page` starts at 1; `limit` has the
 * list's default and maximum.
 */

/** A day in Lithuania, `YYYY-MM-DD`, as a list's `from` and `to` take it. */
export const listDay = z.string().refine(isIsoDate, 'dateInvalid');

/** A row id in a query (a customer, an order, an invoice). */
export const listId = z.coerce.number().int().positive().max(2_147_483_647);

/** `page`: 1 when not given. */
export const listPage = () => unsetWhenEmpty(z.coerce.number().int().min(1).max(1_000_000)).transform((page) => page ?? 1);

/** `limit`: `byDefault` when not given, at most `max`. */
export const listLimit = (byDefault: number, max: number) =>
  unsetWhenEmpty(z.coerce.number().int().min(1).max(max)).transform((limit) => limit ?? byDefault);

/** A period whose `from` comes after its `to` is refused (`periodOrder`, on `to`). */
export const periodInOrder = <Q extends { from?: string | undefined; to?: string | undefined }>(q: Q) =>
  !q.from || !q.to || !isIsoDate(q.from) || !isIsoDate(q.to) || q.from <= q.to;
export const PERIOD_ORDER = { message: 'periodOrder', path: ['to'] };
