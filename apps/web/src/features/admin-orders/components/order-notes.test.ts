import i18n from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderNote } from '@shop/domain';
import enAdmin from '@/locales/en.admin.json';
import en from '@/locales/en.json';
import ltAdmin from '@/locales/lt.admin.json';
import lt from '@/locales/lt.json';
import { noteDraftRefusal } from './order-note-draft.ts';
import { OrderNotesList } from './order-notes-list.tsx';

// Decision 096: the administrators' Notes section marks each note internal or
// visible to the customer, with its author and time, in the reader's language.

const note = (change: Partial<OrderNote>): OrderNote => ({
  id: 1,
  order_id: 7,
  author_id: 3,
  author_name: 'Rasa Kazlauskienė',
  shared: false,
  body: 'Call before delivery',
  created_at: '2026-12-06T10:15:00.000Z',
  ...change,
});

const notes = [note({ id: 1 }), note({ id: 2, shared: true, body: 'Your parcel leaves on Tuesday', author_name: 'Jonas Jonaitis' })];

function rendered(): { items: string[]; html: string } {
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(OrderNotesList, { notes })));
  const items = html.split('<li').slice(1);
  return { items, html };
}

describe('the notes section', () => {
  beforeAll(async () => {
    await i18n.init({
      resources: { en: { translation: { ...en, ...enAdmin } }, lt: { translation: { ...lt, ...ltAdmin } } },
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
  });

  it('when an order has an internal note and a shared comment, then each is marked as such, with its author, time and text, in English', async () => {
    await i18n.changeLanguage('en');
    const { items } = rendered();
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Internal note');
    expect(items[0]).not.toContain('Visible to the customer');
    expect(items[0]).toContain('Rasa Kazlauskienė');
    expect(items[0]).toContain('Call before delivery');
    expect(items[0]).toContain('dateTime="2026-12-06T10:15:00.000Z"');
    expect(items[0]).toMatch(/12\/6\/26/);
    expect(items[1]).toContain('Visible to the customer');
    expect(items[1]).toContain('Jonas Jonaitis');
  });

  it('when the reader is Lithuanian, then the marks are "Vidinė pastaba" and "Matoma klientui" and the time is written the Lithuanian way', async () => {
    await i18n.changeLanguage('lt');
    const { items, html } = rendered();
    expect(items[0]).toContain('Vidinė pastaba');
    expect(items[1]).toContain('Matoma klientui');
    expect(items[0]).toMatch(/2026-12-06/);
    expect(html).not.toMatch(/Internal note|Visible to the customer/);
    await i18n.changeLanguage('en');
  });

  it('when the typed note is empty, spaces only or longer than 2,000 characters after trimming, then it is refused as the API would', () => {
    expect(noteDraftRefusal('')).toBe('noteBodyRequired');
    expect(noteDraftRefusal(' \n\t ')).toBe('noteBodyRequired');
    expect(noteDraftRefusal('x'.repeat(2001))).toBe('noteBodyTooLong');
    expect(noteDraftRefusal(`  ${'x'.repeat(2000)}  `)).toBeNull();
    expect(noteDraftRefusal('Call before delivery')).toBeNull();
  });

  it('both languages word the two refusals of the note form', () => {
    for (const texts of [enAdmin, ltAdmin]) {
      expect(texts.staffValidation.noteBodyRequired).toBeTruthy();
      expect(texts.staffValidation.noteBodyTooLong).toBeTruthy();
    }
    expect(ltAdmin.staffValidation.noteBodyRequired).toBe('Pastabos tekstas privalomas');
  });
});
