import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceListRow, Permission, StaffRole, User } from '@shop/domain';
import { InvoiceStatusControl } from '@/components/documents/invoice-status-control.tsx';
import { PreInvoiceActions } from '@/components/documents/pre-invoice-actions.tsx';
import { AdminProductsLinks } from '@/features/admin-products/components/admin-products-links.tsx';
import { clearSession, saveSession } from '@/lib/session.ts';
import enAdmin from '@/locales/en.admin.json';
import en from '@/locales/en.json';
import ltAdmin from '@/locales/lt.admin.json';
import lt from '@/locales/lt.json';
import { RequirePermission } from './require-permission.tsx';
import { memoryStorage } from '@/lib/testing/memory-storage.ts';

// Decision 093: nothing is shown that the signed-in member's role cannot do, and a page typed in
// for a forbidden screen says so in the reader's language.

function signInAs(role: StaffRole): void {
  const user = { id: 1, email: `${role}@shop.lt`, is_admin: true, role: 'admin', staff_role: role } as User;
  saveSession({ token: 'x.e30.y', user });
}

function render(node: ReactNode): string {
  const client = new QueryClient();
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, node))),
  );
}

const page = (permission: Permission) =>
  render(createElement(RequirePermission, { permission }, createElement('p', { 'data-testid': 'the-page' }, 'page')));

const invoice: Pick<InvoiceListRow, 'id' | 'invoice_number' | 'status' | 'open_amount' | 'is_overdue' | 'due_date'> = {
  id: 7,
  invoice_number: 'HW-2026-00007',
  status: 'sent',
  open_amount: 100,
  is_overdue: false,
  due_date: '2026-12-20',
};

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: { ...en, ...enAdmin } }, lt: { translation: { ...lt, ...ltAdmin } } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});
beforeEach(async () => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('document', { cookie: '', documentElement: {} });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('a page the role may not open', () => {
  it('when a warehouse worker types the prices address, then it reads that its role does not allow the page, not the page', () => {
    signInAs('warehouse');
    const html = page('prices.manage');
    expect(html).toContain('data-testid="forbidden-for-role"');
    expect(html).toContain('Your role does not allow this page');
    expect(html).not.toContain('the-page');
  });

  it('when the reader reads Lithuanian, then the refusal is in Lithuanian', async () => {
    signInAs('accountant');
    await i18n.changeLanguage('lt');
    expect(page('stock.manage')).toContain('Jūsų rolė neleidžia atverti šio puslapio');
  });

  it('when the role holds the permission, then the page itself is shown', () => {
    signInAs('warehouse');
    const html = page('orders.progress');
    expect(html).toContain('the-page');
    expect(html).not.toContain('forbidden-for-role');
  });
});

describe('buttons and links by role', () => {
  it('when a warehouse worker or a sales manager sees the products’ links, then only the pages of its role are offered', () => {
    signInAs('sales');
    const sales = render(createElement(AdminProductsLinks));
    expect(sales).toContain('/admin/products/bulk-price-excl-vat');
    expect(sales).not.toContain('/admin/products/bulk-stock');
    signInAs('owner');
    expect(render(createElement(AdminProductsLinks))).toContain('/admin/products/bulk-stock');
  });

  it('when a role only reads documents (sales), then an invoice shows its status and no control to change it', () => {
    signInAs('sales');
    const html = render(createElement(InvoiceStatusControl, { invoice, onNotice: () => {} }));
    expect(html).toContain('data-testid="invoice-status"');
    expect(html).not.toContain('<select');
  });

  it('when the accountant sees an invoice, then it may change its status', () => {
    signInAs('accountant');
    expect(render(createElement(InvoiceStatusControl, { invoice, onNotice: () => {} }))).toContain('<select');
  });

  it('when the accountant sees a pre-invoice, then it has no Send, Cancel or Convert; a sales manager has them', () => {
    const preInvoice = { id: 3, pre_invoice_number: 'IS-2026-00003', status: 'draft' as const };
    signInAs('accountant');
    expect(render(createElement(PreInvoiceActions, { preInvoice, onNotice: () => {} }))).toBe('');
    signInAs('sales');
    expect(render(createElement(PreInvoiceActions, { preInvoice, onNotice: () => {} }))).toContain('<button');
  });
});
