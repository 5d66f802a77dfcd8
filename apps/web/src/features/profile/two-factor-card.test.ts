import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishWordsIn, type User } from '@shop/domain';
import enAccount from '@/locales/en.account.json';
import en from '@/locales/en.json';
import ltAccount from '@/locales/lt.account.json';
import lt from '@/locales/lt.json';
import { TwoFactorCard } from './components/two-factor-card.tsx';

// Decision 100: where two-factor sign-in is managed, an account with it on may make ten new
// recovery codes with a code, in the reader's language.

const card = (user: Partial<User>) =>
  renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(QueryClientProvider, { client: new QueryClient() }, createElement(TwoFactorCard, { user: { id: 4, ...user } as User })),
    ),
  );

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: { ...en, ...enAccount } }, lt: { translation: { ...lt, ...ltAccount } } },
    lng: 'lt',
    interpolation: { escapeValue: false },
  });
});

describe('the two-factor card', () => {
  it('when two-factor sign-in is on, then the card offers new recovery codes for a code, in Lithuanian without an English word', async () => {
    await i18n.changeLanguage('lt');
    const html = card({ mfa_enabled: true });
    const renewal = html.split('data-testid="renew-recovery-codes"')[1] ?? '';
    expect(renewal).toContain('Kodas naujiems atkūrimo kodams');
    expect(renewal).toContain('>Sukurti naujus atkūrimo kodus</button>');
    expect(englishWordsIn(renewal.replace(/<[^>]+>/g, ' '))).toEqual([]);
    await i18n.changeLanguage('en');
    expect(card({ mfa_enabled: true })).toContain('>Make new recovery codes</button>');
  });

  it('when two-factor sign-in is off, then there are no recovery codes to renew', async () => {
    await i18n.changeLanguage('en');
    expect(card({ mfa_enabled: false })).not.toContain('renew-recovery-codes');
  });
});
