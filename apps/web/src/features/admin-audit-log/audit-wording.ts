import type { TFunction } from 'i18next';
import type { Language } from '@shop/domain';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format.ts';

/*
 * The audit log in the reader's words (decision 095): each action and field by its text in the
 * screen's language, amounts as money, statuses as the order and document screens word them, item
 * lines as "ALF-002-250G: 8 → 10". What the shop has no word for (a field added later) shows as it
 * is stored rather than not at all.
 */

const EMPTY = '—';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Fields in euros (not cents) that the API records as numbers. */
const EURO_FIELDS = new Set(['credit_limit', 'unit_price']);
/** Fields whose values are codes the screens word (`approval_status: approved` → "Patvirtinta"). */
const WORDED_VALUES = new Set(['approval_status', 'licence_status', 'user_type', 'language', 'kind', 'source']);
const DOCUMENTS = new Set(['invoice', 'pre_invoice', 'credit_note']);

type Line = { product_id?: number; sku?: string; quantity?: number };
const isLine = (value: unknown): value is Line => typeof value === 'object' && value !== null && ('sku' in value || 'product_id' in value);
const linesOf = (value: unknown): Line[] => (Array.isArray(value) ? value.filter(isLine) : []);

interface AuditWording {
  action: (action: string) => string;
  field: (field: string) => string;
  value: (field: string, value: unknown, entity: string) => string;
  /** An item edit, line by line: "ALF-002-250G: 8 → 10" for each line whose quantity changed. */
  lines: (from: unknown, to: unknown) => string[];
  /** Whether a field's change is item lines (worded by `lines`). */
  isLines: (from: unknown, to: unknown) => boolean;
}

export function auditWording(t: TFunction, language: Language): AuditWording {
  const known = (key: string, fallback: string) => t(key, { defaultValue: fallback });
  const productOf = (line: Line) => line.sku ?? t('adminAuditLog.values.productNumber', { id: line.product_id });

  const field = (name: string): string => {
    const typed = /^(SHOP|BAR)\.price_cents$/.exec(name);
    if (typed) return t('adminAuditLog.fields.typePrice', { type: t(`adminAuditLog.values.user_type.${typed[1]}`) });
    const customer = /^customer_(\d+)\.price_cents$/.exec(name);
    if (customer) return t('adminAuditLog.fields.customerPrice', { id: customer[1] });
    return known(`adminAuditLog.fields.${name}`, name);
  };

  const value = (name: string, raw: unknown, entity: string): string => {
    if (raw === null || raw === undefined || raw === '') return EMPTY;
    if (raw === '[redacted]') return t('adminAuditLog.values.hidden');
    if (typeof raw === 'boolean') return t(raw ? 'adminAuditLog.values.yes' : 'adminAuditLog.values.no');
    if (typeof raw === 'number' && name.endsWith('_cents')) return formatMoney(raw / 100, language);
    if (typeof raw === 'number' && EURO_FIELDS.has(name)) return formatMoney(raw, language);
    if (typeof raw === 'string') {
      if (name === 'status' && entity === 'order') return known(`status.order.${raw}`, raw);
      if (name === 'status' && DOCUMENTS.has(entity)) return known(`status.document.${raw}`, raw);
      if (WORDED_VALUES.has(name)) return known(`adminAuditLog.values.${name}.${raw}`, raw);
      if (ISO_DAY.test(raw)) return formatDate(raw, language);
      if (ISO_MOMENT.test(raw)) return formatDateTime(raw, language);
      return raw;
    }
    if (Array.isArray(raw) && raw.every(isLine)) return raw.map((line) => `${productOf(line)} × ${line.quantity ?? ''}`).join(', ');
    if (typeof raw === 'object' && 'amount_cents' in raw && typeof raw.amount_cents === 'number') {
      const payment = raw as { amount_cents: number; paid_on?: unknown };
      const day = typeof payment.paid_on === 'string' ? `, ${formatDate(payment.paid_on, language)}` : '';
      return `${formatMoney(payment.amount_cents / 100, language)}${day}`;
    }
    return JSON.stringify(raw);
  };

  const lines = (from: unknown, to: unknown): string[] => {
    const before = linesOf(from);
    const after = linesOf(to);
    const keyOf = (line: Line) => String(line.product_id ?? line.sku);
    const keys = [...new Set([...before, ...after].map(keyOf))];
    return keys.flatMap((key) => {
      const old = before.find((line) => keyOf(line) === key);
      const next = after.find((line) => keyOf(line) === key);
      const was = old?.quantity ?? 0;
      const is = next?.quantity ?? 0;
      return was === is ? [] : [`${productOf({ ...old, ...next })}: ${was} → ${is}`];
    });
  };

  const isLines = (from: unknown, to: unknown) =>
    (Array.isArray(from) || Array.isArray(to)) && [...linesOf(from), ...linesOf(to)].some((line) => line.product_id !== undefined);

  return { action: (action) => known(`adminAuditLog.actions.${action}`, action), field, value, lines, isLines };
}
