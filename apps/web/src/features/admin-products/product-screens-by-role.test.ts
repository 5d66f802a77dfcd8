import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProductView, StaffRole, User } from '@shop/domain';
import { clearSession, saveSession } from '@/lib/session.ts';
import enAdmin from '@/locales/en.admin.json';
import en from '@/locales/en.json';
import ltAdmin from '@/locales/lt.admin.json';
import lt from '@/locales/lt.json';
import { AdminProductsLinks } from './components/admin-products-links.tsx';
import { ProductForm } from './components/product-form.tsx';
import { ProductTable } from './components/product-table.tsx';
import { productToValues } from './components/product-values.ts';
import { memoryStorage } from '@/lib/testing/memory-storage.ts';

// Decision 099: the product screens show a role only what it may read and change — no prices
// without `prices.manage`, the stock read-only without `stock.manage`.

const signInAs = (role: StaffRole) =>
  saveSession({ token: 'x.e30.y', user: { id: 1, email: `${role}@shop.lt`, is_admin: true, role: 'admin', staff_role: role } as User });

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(QueryClientProvider, { client: new QueryClient() }, createElement(MemoryRouter, null, node)),
    ),
  );

const product: AdminProductView = {
  id: 4,
  slug: 'alf-mint-50g',
  brand: 'Al Fakher',
  name: 'Mint',
  flavor: 'Mint',
  weight: '50g',
  category: null,
  description: null,
  image_url: null,
  price: 24.2,
  price_excl_vat_excise: 12.34,
  display_price: 24.2,
  price_level: 'wholesale',
  sku: 'ALF-MINT-50',
  stock: 17,
  min_order_quantity: 1,
  wholesale_price: 15.55,
  is_active: true,
  version: 3,
};
// What the API answers a role without prices.manage.
const priceless: AdminProductView = { ...product, price: null, display_price: null, price_excl_vat_excise: null, wholesale_price: undefined };

const table = (products: AdminProductView[]) => render(createElement(ProductTable, { products, onEdit() {}, onCopy() {}, onDelete() {} }));
const form = () =>
  render(
    createElement(ProductForm, {
      mode: 'edit',
      productId: 4,
      defaultValues: productToValues(product),
      brands: [],
      onSaved() {},
      onCancel() {},
    }),
  );

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

describe('prices on the product screens', () => {
  it('when sales sees the products list, then it has the price columns with their amounts', () => {
    signInAs('sales');
    const html = table([product]);
    expect(html).toContain('Wholesale (excl. VAT)');
    expect(html).toContain('15.55');
  });

  it('when a role without prices sees the products list, then it has no price column and no amount', () => {
    signInAs('warehouse');
    const html = table([priceless]);
    expect(html).not.toContain('Wholesale (excl. VAT)');
    expect(html).not.toContain('Retail price');
    expect(html).not.toMatch(/€|EUR/);
    expect(html).toContain('ALF-MINT-50');
    expect(html).toContain('>17<');
  });
});

describe('stock on the product form', () => {
  it('when sales edits a product, then the stock shows read-only with why, in English and Lithuanian', async () => {
    signInAs('sales');
    const html = form();
    expect(html).toMatch(/<input[^>]*readOnly=""[^>]*data-testid="stock-read-only"|<input[^>]*data-testid="stock-read-only"[^>]*readOnly=""/);
    expect(html).toContain('Stock is changed by the warehouse');
    await i18n.changeLanguage('lt');
    expect(form()).toContain('Likutį keičia sandėlio darbuotojai');
  });

  it('when the owner edits a product, then the stock and the prices can be changed', () => {
    signInAs('owner');
    const html = form();
    expect(html).not.toContain('stock-read-only');
    expect(html).toContain('money-wholesale_price');
  });
});

describe('the way to the stock history', () => {
  it('when a role that manages stock opens the products’ links, then the stock history is among them; sales has none', () => {
    signInAs('owner');
    expect(render(createElement(AdminProductsLinks))).toContain('href="/admin/stock-history"');
    signInAs('sales');
    expect(render(createElement(AdminProductsLinks))).not.toContain('/admin/stock-history');
  });
});
