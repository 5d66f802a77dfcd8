import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '@shop/domain';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import enAdmin from '@/locales/en.admin.json';
import en from '@/locales/en.json';
import ltAdmin from '@/locales/lt.admin.json';
import lt from '@/locales/lt.json';
import { StaffTable } from './components/staff-table.tsx';

// Decision 093: the owner's staff screen lists each member's role, state and two-factor sign-in in the
// reader's language, and words the API's refusals from their reason, never the server's English.

const member = (change: Partial<StaffMember>): StaffMember => ({
  id: 2,
  email: 'rasa@shop.lt',
  name: 'Rasa Sandėlininkė',
  role: 'warehouse',
  is_active: true,
  invitation_pending: false,
  mfa_enabled: false,
  created_at: '2026-12-06T09:00:00.000Z',
  ...change,
});

const rows = (staff: StaffMember[]) =>
  renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(QueryClientProvider, { client: new QueryClient() }, createElement(StaffTable, { staff, onMessage: () => {} })),
    ),
  )
    .split('data-testid="staff-row"')
    .slice(1);

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: { ...en, ...enAdmin } }, lt: { translation: { ...lt, ...ltAdmin } } },
    lng: 'lt',
    interpolation: { escapeValue: false },
  });
});

describe('the staff screen', () => {
  it('when a member has not accepted the invitation yet, then its row says so, with its role chosen and two-factor off', async () => {
    await i18n.changeLanguage('lt');
    const [pending, owner] = rows([member({ invitation_pending: true }), member({ id: 1, role: 'owner', mfa_enabled: true, email: 'o@shop.lt' })]);
    expect(pending).toContain('Kvietimas dar nepriimtas');
    expect(pending).toContain('<option value="warehouse" selected="">Sandėlininkas</option>');
    expect(pending).toContain('Išjungtas');
    expect(pending).toContain('>Išjungti</button>');
    expect(owner).not.toContain('Kvietimas dar nepriimtas');
    expect(owner).toContain('Įjungtas');
  });

  it('when a member is deactivated, then its row offers to reactivate it', async () => {
    await i18n.changeLanguage('en');
    const [row] = rows([member({ is_active: false })]);
    expect(row).toContain('Deactivated');
    expect(row).toContain('>Reactivate</button>');
  });

  it('when a member has two-factor sign-in on, then its row offers to reset it, in the reader’s language; without it, no such button', async () => {
    await i18n.changeLanguage('lt');
    const [on, off] = rows([member({ mfa_enabled: true }), member({ id: 3, email: 'j@shop.lt' })]);
    expect(on).toContain('>Panaikinti dviejų veiksnių prisijungimą</button>');
    expect(on).toContain('aria-label="Panaikinti dviejų veiksnių prisijungimą: Rasa Sandėlininkė"');
    expect(off).not.toContain('data-testid="staff-reset-mfa"');
    await i18n.changeLanguage('en');
    expect(rows([member({ mfa_enabled: true })])[0]).toContain('>Reset two-factor sign-in</button>');
  });

  it('when the API refuses a reset of one’s own two-factor sign-in, then the owner is told to turn it off on the profile', async () => {
    const refusal = new ApiError(409, 'Turn off your own two-factor sign-in on your profile', 'CONFLICT', undefined, { reason: 'selfMfaReset' });
    await i18n.changeLanguage('lt');
    expect(errorText(refusal)).toBe('Savo dviejų veiksnių prisijungimą išjunkite savo profilyje');
  });

  it('when the API refuses to leave the shop without an active owner, then the owner reads why in its language', async () => {
    const refusal = new ApiError(409, 'The shop must keep at least one active owner', 'LAST_OWNER', undefined, { reason: 'lastOwner' });
    await i18n.changeLanguage('lt');
    expect(errorText(refusal)).toBe('Parduotuvė turi turėti bent vieną aktyvų savininką');
    await i18n.changeLanguage('en');
    expect(errorText(refusal)).toBe('The shop must keep at least one active owner');
  });

  it('when a refusal names a role, then the role is named in the reader’s language, not as a code', async () => {
    const refusal = new ApiError(403, 'Your role (warehouse) does not allow this', 'FORBIDDEN_FOR_ROLE', undefined, {
      reason: 'forbiddenForRole',
      params: { role: 'warehouse' },
    });
    await i18n.changeLanguage('lt');
    expect(errorText(refusal)).toBe('Jūsų rolė (sandėlininkas) to daryti neleidžia');
  });
});
