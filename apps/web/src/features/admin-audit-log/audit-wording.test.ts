import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_GROUPS, type Language } from '@shop/domain';
import enAdmin from '../../locales/en.admin.json';
import en from '../../locales/en.json';
import ltAdmin from '../../locales/lt.admin.json';
import lt from '../../locales/lt.json';
import { auditWording } from './audit-wording.ts';

// Decision 095: the audit log in the reader's words, never the codes the API stores.
async function wordingIn(language: Language) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { en: { translation: { ...en, ...enAdmin } }, lt: { translation: { ...lt, ...ltAdmin } } },
    interpolation: { escapeValue: false },
  });
  return auditWording(i18n.t, language);
}

const textAt = (bundle: unknown, path: string[]) =>
  path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('the audit log in words', () => {
  it('when the API writes any action, then both languages word it and its group', () => {
    const missing = [
      ...AUDIT_ACTIONS.flatMap((action) => [
        ...(typeof textAt(enAdmin, ['adminAuditLog', 'actions', ...action.split('.')]) === 'string' ? [] : [`en ${action}`]),
        ...(typeof textAt(ltAdmin, ['adminAuditLog', 'actions', ...action.split('.')]) === 'string' ? [] : [`lt ${action}`]),
      ]),
      ...AUDIT_GROUPS.flatMap((group) =>
        textAt(enAdmin, ['adminAuditLog', 'groups', group]) && textAt(ltAdmin, ['adminAuditLog', 'groups', group]) ? [] : [group],
      ),
    ];
    expect(missing).toEqual([]);
  });

  it('when a Lithuanian reader sees an order status change, then the action, the field and the statuses are Lithuanian, as the order screens word them', async () => {
    const words = await wordingIn('lt');
    expect(words.action('order.status')).toBe('Pakeista užsakymo būsena');
    expect(words.action('login.success')).toBe('Prisijungta');
    expect(words.field('status')).toBe('Būsena');
    expect(words.value('status', 'confirmed', 'order')).toBe('Patvirtintas');
    expect(words.value('status', 'ended', 'order')).toBe('Užbaigtas');
    expect(words.value('status', 'paid', 'invoice')).toBe('Apmokėta');
  });

  it('when an amount in cents changed, then it reads as money in the reader’s language', async () => {
    const lithuanian = await wordingIn('lt');
    expect(lithuanian.field('total_cents')).toBe('Iš viso');
    expect(lithuanian.value('total_cents', 123456, 'order')).toMatch(/^1\s234,56\s€$/);
    const english = await wordingIn('en');
    expect(english.field('total_cents')).toBe('Total');
    expect(english.value('total_cents', 123456, 'order')).toBe('€1,234.56');
    expect(lithuanian.field('SHOP.price_cents')).toBe('Parduotuvių kaina');
  });

  it("when an order's items were edited, then each changed line reads as its SKU with the old and new quantity", async () => {
    const words = await wordingIn('lt');
    const from = [
      { product_id: 1, quantity: 8, sku: 'ALF-002-250G' },
      { product_id: 3, quantity: 2, sku: 'KEEP-1' },
      { product_id: 4, quantity: 5, sku: 'GONE-9' },
    ];
    const to = [
      { product_id: 1, quantity: 10, unit_price: 12.5, sku: 'ALF-002-250G' },
      { product_id: 3, quantity: 2, unit_price: 3, sku: 'KEEP-1' },
      { product_id: 2, quantity: 1, unit_price: 4, sku: 'NEW-7' },
    ];
    expect(words.isLines(from, to)).toBe(true);
    expect(words.lines(from, to)).toEqual(['ALF-002-250G: 8 → 10', 'GONE-9: 5 → 0', 'NEW-7: 0 → 1']);
    // An entry written before SKUs were kept names the product by its number.
    expect(words.lines([{ product_id: 7, quantity: 3 }], [])).toEqual(['prekė #7: 3 → 0']);
  });

  it('when a value is hidden, a yes/no or a code the shop words, then it is Lithuanian, not the stored code', async () => {
    const words = await wordingIn('lt');
    expect(words.value('password', '[redacted]', 'session')).toBe('(paslėpta)');
    expect(words.value('is_active', false, 'user')).toBe('ne');
    expect(words.value('approval_status', 'approved', 'user')).toBe('Patvirtintas');
    expect(words.value('notes', null, 'order')).toBe('—');
  });
});
