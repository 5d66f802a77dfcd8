import type { BillingSnapshot } from './order.schemas.ts';

/**
 * The buyer a document froze (its `customer_snapshot` JSON) as the i.SAF file reports it: the four
 * fields the file carries, read without zod, so that the thread writing the file loads none
 * (decision 098). The rule is `billingSnapshotSchema`'s: each field below is the schema's, and the
 * compiler refuses this file when the two differ.
 */
const text = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** Each field the file needs and what billingSnapshotSchema stores in it. */
const RULES = { company_name: text, company_reg_number: text, vat_number: textOrNull, country: textOrNull };

type Read = { [Field in keyof typeof RULES]: (typeof RULES)[Field] extends (value: unknown) => value is infer Type ? Type : never };
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** The schema's four fields; `never` (and so a compile error below) when RULES reads them otherwise than the schema. */
export type SnapshotBuyer = Same<Read, Pick<BillingSnapshot, keyof typeof RULES>> extends true ? Read : never;

/** The buyer of a frozen snapshot; null when it is not JSON, or one of the four fields is missing or not of the schema's type. */
export function snapshotBuyerOf(json: string): SnapshotBuyer | null {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { company_name, company_reg_number, vat_number, country } = stored as Record<string, unknown>;
  if (!RULES.company_name(company_name) || !RULES.company_reg_number(company_reg_number)) return null;
  if (!RULES.vat_number(vat_number) || !RULES.country(country)) return null;
  return { company_name, company_reg_number, vat_number, country };
}
