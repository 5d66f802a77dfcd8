import type { Language } from '@shop/domain';

/** The price list's words in the reader's language (glossary: kainoraštis, kaina be PVM, vnt.). */
export const PRICE_LIST_TEXTS = {
  en: {
    title: 'Price list',
    file: 'price-list',
    columns: ['SKU', 'Brand', 'Name', 'Flavour', 'Weight', 'Minimum order', 'Stock', 'Price excl. VAT, EUR'],
    customer: 'Customer',
    wholesale: 'Wholesale prices (no customer’s own prices)',
    group: 'Prices for your customer group',
    date: 'Date',
    note: 'Prices in EUR excluding VAT, per unit. Stock as of the date above.',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    empty: 'No products are on sale at the moment.',
  },
  lt: {
    title: 'Kainoraštis',
    file: 'kainorastis',
    columns: ['Prekės kodas', 'Prekės ženklas', 'Pavadinimas', 'Skonis', 'Svoris', 'Min. kiekis', 'Likutis', 'Kaina be PVM, EUR'],
    customer: 'Klientas',
    wholesale: 'Didmeninės kainos (be kliento individualių kainų)',
    group: 'Jūsų klientų grupės kainos',
    date: 'Data',
    note: 'Vieneto kainos eurais be PVM. Likučiai nurodyti dokumento datai.',
    page: (page: number, pages: number) => `${page} psl. iš ${pages}`,
    empty: 'Šiuo metu prekių nėra.',
  },
} satisfies Record<Language, unknown>;
