import { z } from 'zod';
import { isIsoDate } from './vilnius-time.ts';
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

/** The most ids one query names (a page of the screens that ask by ids is at most this). */
export const PRODUCT_IDS_MAX = 200;

/**
 * Product ids in a query, comma-separated: at least `min`, at most 200 (`productIdsTooMany`); anything
 * but positive whole ids is `productIdsInvalid`. An empty value is no ids. Repeats are read once.
 */
export const productIdList = (min: 0 | 1) =>
  z
    .string({ error: 'productIdsInvalid' })
    .max(PRODUCT_IDS_MAX * 12, 'productIdsTooMany')
    .transform((text, ctx) => {
      const parts = text.trim() === '' ? [] : text.split(',').map((part) => part.trim());
      if (parts.length > PRODUCT_IDS_MAX) {
        ctx.addIssue({ code: 'custom', message: 'productIdsTooMany' });
        return z.NEVER;
      }
      if (parts.length < min || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) <= 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: 'productIdsInvalid' });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    });
