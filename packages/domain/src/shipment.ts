import { z } from 'zod';
import { ORDER_STATUSES } from './constants.ts';
import { isIsoDate } from './vilnius-time.ts';
import { versionField } from './versioning.ts';

/**
 * How a sent order travels (decision 085): the common Lithuanian carriers, each with its
 * name and the address of its public tracking page. The one place that knows them: the API checks
 * the code against it and builds the mail's link from it, the web app builds the order page's link.
 */
export const CARRIERS = {
  lietuvos_pastas: { name: 'Lietuvos paštas', tracking: 'https://www.post.lt/siuntu-sekimas?parcels={number}' },
  lp_express: { name: 'LP Express', tracking: 'https://www.post.lt/siuntu-sekimas?parcels={number}' },
  dpd: { name: 'DPD', tracking: 'https://tracking.dpd.de/status/lt_LT/parcel/{number}' },
  omniva: { name: 'Omniva', tracking: 'https://www.omniva.lt/verslo/siuntos_sekimas?barcode={number}' },
  venipak: { name: 'Venipak', tracking: 'https://venipak.lt/tracking/track/{number}' },
} as const satisfies Record<string, { name: string; tracking: string }>;

export type Carrier = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as [Carrier, ...Carrier[]];

const isCarrier = (code: string | null | undefined): code is Carrier => code != null && Object.hasOwn(CARRIERS, code);

/** The carrier's name as the shop writes it, or the stored code itself when the shop no longer knows it. */
export const carrierName = (code: string): string => (isCarrier(code) ? CARRIERS[code].name : code);

/** The carrier's tracking page for this parcel, or null without a known carrier or a number. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  if (!isCarrier(carrier) || !trackingNumber) return null;
  return CARRIERS[carrier].tracking.replace('{number}', encodeURIComponent(trackingNumber));
}

/** A tracking number: letters, digits, spaces and dashes, up to 50 (what carriers print on a label). */
const trackingNumberField = z
  .string()
  .trim()
  .max(50, 'trackingNumberInvalid')
  .regex(/^[\p{L}\p{N} -]*$/u, 'trackingNumberInvalid')
  .transform((value) => value.replace(/\s+/g, ' ') || null);

const carrierField = z.enum(CARRIER_CODES, { error: 'carrierInvalid' });

/** The day the parcel should arrive, `YYYY-MM-DD`. */
const expectedDeliveryField = z.string().trim().refine(isIsoDate, 'dateInvalid');

/** Sent empty, a field reads as null (a form's empty select or date clears it). */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/** What `PATCH /api/orders/admin/:id/status` takes with `sent`: each optional, null or empty clears it. */
const shipmentFields = {
  tracking_number: trackingNumberField.nullable().optional(),
  carrier: z.preprocess(emptyAsNull, carrierField.nullable()).optional(),
  expected_delivery: z.preprocess(emptyAsNull, expectedDeliveryField.nullable()).optional(),
};

/** How an order travels, as the order's answer gives it (all null until it is sent with them). */
export type Shipment = { tracking_number: string | null; carrier: string | null; expected_delivery: string | null };

/**
 * `PATCH /api/orders/admin/:id/status`: the status, the version read, and with `sent` how the order
 * travels (decision 085); with any other status the tracking fields are refused. Kept here, not with
 * the order's answer, so the pages that never change a status do not load the carriers.
 */
export const orderStatusUpdateSchema = z
  .object({ status: z.enum(ORDER_STATUSES), version: versionField, ...shipmentFields })
  .refine((body) => body.status === 'sent' || [body.tracking_number, body.carrier, body.expected_delivery].every((v) => v == null), {
    message: 'shipmentOnlyWhenSent',
    path: ['status'],
  });
