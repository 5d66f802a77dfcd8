import type { Language, StaffRole } from '@shop/domain';
import type { MailMessage } from './mailer.ts';
import { closing, greeting, render, type Recipient } from './templates.ts';

/** A staff role as the invitation names it, in the reader's language (decision 092). */
const ROLE_NAMES: Record<Language, Record<StaffRole, string>> = {
  en: { owner: 'owner', sales: 'sales manager', warehouse: 'warehouse worker', accountant: 'accountant' },
  lt: { owner: 'savininkas', sales: 'pardavimų vadybininkas', warehouse: 'sandėlininkas', accountant: 'buhalteris' },
};

/**
 * The mail that invites a member of staff (decision 092): who invited it, in which role, and the link
 * that sets its password, valid 72 hours and once. After that, "Forgot password" sends a new link.
 */
export function staffInvitationMail(r: Recipient, facts: { role: StaffRole; invitedBy: string; url: string }): MailMessage {
  const role = ROLE_NAMES[r.language][facts.role];
  return render(
    r.email,
    r.language === 'lt'
      ? {
          subject: 'Kvietimas prisijungti prie parduotuvės darbuotojų',
          greeting: greeting(r),
          paragraphs: [
            `${facts.invitedBy} pakvietė jus dirbti parduotuvės administravimo skiltyje. Jūsų rolė: ${role}.`,
            'Nuoroda galioja 72 valandas ir gali būti panaudota vieną kartą. Nustatę slaptažodį, prisijunkite savo el. pašto adresu.',
            'Jei nuoroda nebegalioja, prisijungimo puslapyje pasirinkite „Pamiršote slaptažodį?“ ir gausite naują.',
          ],
          action: { label: 'Nustatyti slaptažodį', url: facts.url },
          closing: closing.lt,
        }
      : {
          subject: 'You are invited to the shop’s staff',
          greeting: greeting(r),
          paragraphs: [
            `${facts.invitedBy} invited you to work in the shop’s administration. Your role: ${role}.`,
            'The link is valid for 72 hours and works once. After setting your password, sign in with your e-mail address.',
            'If the link has expired, choose “Forgot password?” on the sign-in page to get a new one.',
          ],
          action: { label: 'Set your password', url: facts.url },
          closing: closing.en,
        },
  );
}
