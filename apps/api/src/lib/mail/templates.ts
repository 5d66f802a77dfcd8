import { countryText, escapeMarkup, VAT_RATE, type Language, type Order } from '@shop/domain';
import type { MailMessage } from './mailer.ts';

type Content = { subject: string; greeting: string; paragraphs: string[]; action?: { label: string; url: string }; closing: string };

const SHOP_NAME = 'Hookah Wholesale';
export const closing = { en: `Kind regards,\n${SHOP_NAME}`, lt: `Pagarbiai\n${SHOP_NAME}` };

export function render(to: string, content: Content): MailMessage {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.closing,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeMarkup(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeMarkup(p)}</p>`).join('\n')}
${content.action ? `<p><a href="${escapeMarkup(content.action.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeMarkup(content.action.label)}</a></p><p style="font-size:12px;color:#475569">${escapeMarkup(content.action.url)}</p>` : ''}
<p>${escapeMarkup(content.closing).replace(/\n/g, '<br>')}</p>
</body></html>`;
  return { to, subject: content.subject, text, html };
}

export interface Recipient {
  email: string;
  name: string;
  language: Language;
}

/**
 * A mail's first line. Lithuanian calls a person by the vocative ("Sveiki, Žydrūnai"), which a stored
 * name is not ("Sveiki, Žydrūnas" is wrong): the Lithuanian greeting names nobody (decision 089).
 */
export function greeting(r: Recipient): string {
  return r.language === 'lt' ? 'Sveiki,' : `Hello ${r.name},`;
}

const VAT_PERCENT = Math.round(VAT_RATE * 100);

export function money(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-US', { style: 'currency', currency: 'EUR' }).format(amount);
}

/** The buyer's own purchase reference (decision 086), as its reader calls it: the buyer's "your", the staff's "the buyer's". */
const REFERENCE_LABEL = {
  buyer: { en: 'Your order number', lt: 'Jūsų užsakymo Nr.' },
  staff: { en: "Buyer's order number", lt: 'Pirkėjo užsakymo Nr.' },
} as const satisfies Record<string, Record<Language, string>>;

function orderLines(order: Order, language: Language, reader: keyof typeof REFERENCE_LABEL = 'buyer'): string[] {
  const reference = order.customer_reference ? [`${REFERENCE_LABEL[reader][language]}: ${order.customer_reference}`] : [];
  const lines = order.items.map(
    (item) => `${item.quantity} × ${item.brand} ${item.name} ${item.weight} (${item.sku}) — ${money(item.total_price, language)}`,
  );
  const labels =
    language === 'lt'
      ? {
          subtotal: 'Tarpinė suma',
          fee: 'Užsakymo įvykdymo mokestis',
          vat: `PVM ${VAT_PERCENT} %`,
          total: 'Iš viso',
          ship: 'Pristatymo adresas',
          licence: 'Tabako licencijos numeris',
        }
      : {
          subtotal: 'Subtotal',
          fee: 'Order completion fee',
          vat: `VAT ${VAT_PERCENT}%`,
          total: 'Total',
          ship: 'Shipping address',
          licence: 'Tobacco licence number',
        };
  const a = order.shipping_address;
  return [
    ...reference,
    ...lines,
    `${labels.subtotal}: ${money(order.subtotal, language)}; ${labels.fee}: ${money(order.shipping_amount, language)}; ${labels.vat}: ${money(order.tax_amount, language)}; ${labels.total}: ${money(order.total_amount, language)}`,
    `${labels.ship}: ${a.address_name}, ${a.street_address}, ${[a.postal_code, a.city].filter(Boolean).join(' ')}, ${countryText(a.country, language)}. ${labels.licence}: ${a.tobacco_license}`,
  ];
}

/** Every message of the shop, in English and Lithuanian, by the recipient's language. */
export type IssuedDocument = 'invoice' | 'pre_invoice' | 'credit_note';

/** The mail that brings a customer an issued document, per language and kind. */
const DOCUMENT_MAIL: Record<'en' | 'lt', Record<IssuedDocument, (number: string) => { subject: string; text: string; action: string }>> = {
  lt: {
    invoice: (n) => ({
      subject: `PVM sąskaita faktūra ${n}`,
      text: `Išrašėme PVM sąskaitą faktūrą ${n}. Ją rasite prisegtą prie šio laiško ir savo paskyroje.`,
      action: 'Mano sąskaitos',
    }),
    pre_invoice: (n) => ({
      subject: `Išankstinė sąskaita ${n}`,
      text: `Išrašėme išankstinę sąskaitą ${n}. Ją rasite prisegtą prie šio laiško ir savo paskyroje. Tai ne PVM sąskaita faktūra.`,
      action: 'Išankstinės sąskaitos',
    }),
    credit_note: (n) => ({
      subject: `Kreditinė PVM sąskaita faktūra ${n}`,
      text: `Išrašėme kreditinę PVM sąskaitą faktūrą ${n}, kuri koreguoja ankstesnę sąskaitą. Ją rasite prisegtą prie šio laiško ir savo paskyroje.`,
      action: 'Mano sąskaitos',
    }),
  },
  en: {
    invoice: (n) => ({
      subject: `VAT invoice ${n}`,
      text: `We have issued VAT invoice ${n}. It is attached to this e-mail and available in your account.`,
      action: 'My invoices',
    }),
    pre_invoice: (n) => ({
      subject: `Pro-forma invoice ${n}`,
      text: `We have issued pro-forma invoice ${n}. It is attached to this e-mail and available in your account. It is not a VAT invoice.`,
      action: 'Pre-invoices',
    }),
    credit_note: (n) => ({
      subject: `Credit note ${n}`,
      text: `We have issued credit note ${n}, which corrects an earlier invoice. It is attached to this e-mail and available in your account.`,
      action: 'My invoices',
    }),
  },
};

export const mails = {
  verifyEmail(r: Recipient, url: string): MailMessage {
    return render(
      r.email,
      r.language === 'lt'
        ? {
            subject: 'Patvirtinkite savo el. pašto adresą',
            greeting: greeting(r),
            paragraphs: [
              'Ačiū, kad užsiregistravote didmeninėje parduotuvėje. Patvirtinkite savo el. pašto adresą paspausdami nuorodą. Nuoroda galioja 48 valandas.',
              'Patvirtinus el. paštą, jūsų paskyrą peržiūrės administratorius. Kai ji bus patvirtinta, gausite laišką.',
            ],
            action: { label: 'Patvirtinti el. paštą', url },
            closing: closing.lt,
          }
        : {
            subject: 'Verify your e-mail address',
            greeting: greeting(r),
            paragraphs: [
              'Thank you for registering with our wholesale shop. Please verify your e-mail address by opening the link below. The link is valid for 48 hours.',
              'After verification an administrator reviews your account. You will receive an e-mail once it is approved.',
            ],
            action: { label: 'Verify e-mail', url },
            closing: closing.en,
          },
    );
  },
  alreadyRegistered(r: Recipient, loginUrl: string, forgotUrl: string): MailMessage {
    return render(
      r.email,
      r.language === 'lt'
        ? {
            subject: 'Bandymas registruotis jūsų el. pašto adresu',
            greeting: greeting(r),
            paragraphs: [
              'Kažkas bandė sukurti naują paskyrą šiuo el. pašto adresu, tačiau jūs jau turite paskyrą. Jei tai buvote jūs, tiesiog prisijunkite.',
              `Pamiršote slaptažodį? Atkurkite jį čia: ${forgotUrl}`,
              'Jei tai buvote ne jūs, šį laišką galite ignoruoti.',
            ],
            action: { label: 'Prisijungti', url: loginUrl },
            closing: closing.lt,
          }
        : {
            subject: 'Registration attempt with your e-mail address',
            greeting: greeting(r),
            paragraphs: [
              'Someone tried to create a new account with this e-mail address, but you already have one. If it was you, simply log in.',
              `Forgot your password? Reset it here: ${forgotUrl}`,
              'If it was not you, you can ignore this e-mail.',
            ],
            action: { label: 'Log in', url: loginUrl },
            closing: closing.en,
          },
    );
  },
  accountApproved(r: Recipient, loginUrl: string): MailMessage {
    return render(
      r.email,
      r.language === 'lt'
        ? {
            subject: 'Jūsų paskyra patvirtinta',
            greeting: greeting(r),
            paragraphs: ['Jūsų verslo paskyra patvirtinta. Dabar galite prisijungti, matyti savo kainas ir pateikti užsakymus.'],
            action: { label: 'Prisijungti', url: loginUrl },
            closing: closing.lt,
          }
        : {
            subject: 'Your account has been approved',
            greeting: greeting(r),
            paragraphs: ['Your business account has been approved. You can now log in, see your prices and place orders.'],
            action: { label: 'Log in', url: loginUrl },
            closing: closing.en,
          },
    );
  },
  accountRejected(r: Recipient, reason: string): MailMessage {
    return render(
      r.email,
      r.language === 'lt'
        ? {
            subject: 'Jūsų registracija atmesta',
            greeting: greeting(r),
            paragraphs: [
              'Deja, jūsų registracijos patvirtinti negalime.',
              ...(reason ? [`Priežastis: ${reason}`] : []),
              'Jei manote, kad tai klaida, atsakykite į šį laišką.',
            ],
            closing: closing.lt,
          }
        : {
            subject: 'Your registration was rejected',
            greeting: greeting(r),
            paragraphs: [
              'Unfortunately we cannot approve your registration.',
              ...(reason ? [`Reason: ${reason}`] : []),
              'If you think this is a mistake, please reply to this e-mail.',
            ],
            closing: closing.en,
          },
    );
  },
  passwordReset(r: Recipient, url: string): MailMessage {
    return render(
      r.email,
      r.language === 'lt'
        ? {
            subject: 'Slaptažodžio atkūrimas',
            greeting: greeting(r),
            paragraphs: [
              'Gavome prašymą atkurti jūsų slaptažodį. Nuoroda galioja vieną valandą ir gali būti panaudota vieną kartą.',
              'Jei slaptažodžio atkurti neprašėte, šį laišką ignoruokite – slaptažodis nepasikeis.',
            ],
            action: { label: 'Nustatyti naują slaptažodį', url },
            closing: closing.lt,
          }
        : {
            subject: 'Reset your password',
            greeting: greeting(r),
            paragraphs: [
              'We received a request to reset your password. The link is valid for one hour and works once.',
              'If you did not ask for this, ignore this e-mail and your password stays the same.',
            ],
            action: { label: 'Set a new password', url },
            closing: closing.en,
          },
    );
  },
  /** Decision 085: the pre-invoice is promised with the confirmation only when the confirmation brings it. */
  orderPlaced(r: Recipient, order: Order, url: string, preInvoiceOnConfirm: boolean): MailMessage {
    return render(
      r.email,
      r.language === 'lt'
        ? {
            subject: `Užsakymo patvirtinimas ${order.order_number}`,
            greeting: greeting(r),
            paragraphs: [
              `Gavome jūsų užsakymą ${order.order_number}. ${
                preInvoiceOnConfirm
                  ? 'Kai jį patvirtinsime, išankstinę sąskaitą atsiųsime el. paštu.'
                  : 'Kai jį patvirtinsime, prireikus išankstinės sąskaitos jos galėsite paprašyti užsakymo puslapyje.'
              }`,
              ...orderLines(order, 'lt'),
            ],
            action: { label: 'Mano užsakymai', url },
            closing: closing.lt,
          }
        : {
            subject: `Order confirmation ${order.order_number}`,
            greeting: greeting(r),
            paragraphs: [
              `We have received your order ${order.order_number}. ${
                preInvoiceOnConfirm
                  ? 'Once we confirm it, we will e-mail you a pro-forma invoice.'
                  : 'Once we have confirmed it, you can request a pro-forma invoice on the order page if you need one.'
              }`,
              ...orderLines(order, 'en'),
            ],
            action: { label: 'My orders', url },
            closing: closing.en,
          },
    );
  },
  newOrder(r: Recipient, order: Order, url: string): MailMessage {
    const company = order.company_name ?? '';
    return render(
      r.email,
      r.language === 'lt'
        ? {
            subject: `Naujas užsakymas ${order.order_number}: ${company}`,
            greeting: greeting(r),
            paragraphs: [`${company} pateikė užsakymą ${order.order_number}.`, ...orderLines(order, 'lt', 'staff')],
            action: { label: 'Atidaryti užsakymą', url },
            closing: closing.lt,
          }
        : {
            subject: `New order ${order.order_number}: ${company}`,
            greeting: greeting(r),
            paragraphs: [`${company} placed order ${order.order_number}.`, ...orderLines(order, 'en', 'staff')],
            action: { label: 'Open the order', url },
            closing: closing.en,
          },
    );
  },
  /** The daily list of low-stock products to an administrator (at most `shown` lines, then how many more). */
  lowStock(
    r: Recipient,
    products: ReadonlyArray<{ sku: string; brand: string; name: string; weight: string; stock: number; threshold: number }>,
    url: string,
    shown = 100,
  ): MailMessage {
    const lt = r.language === 'lt';
    const count = products.length;
    const rest = count - Math.min(count, shown);
    const ltProducts = { one: 'prekė', few: 'prekės', many: 'prekės', other: 'prekių', zero: 'prekių', two: 'prekės' };
    const noun = lt ? ltProducts[new Intl.PluralRules('lt').select(count)] : count === 1 ? 'product' : 'products';
    const lines = products
      .slice(0, shown)
      .map((p) =>
        lt
          ? `${p.sku} — ${p.brand} ${p.name} ${p.weight}: liko ${p.stock} vnt. (riba ${p.threshold})`
          : `${p.sku} — ${p.brand} ${p.name} ${p.weight}: ${p.stock} left (alert at ${p.threshold})`,
      );
    return render(r.email, {
      subject: lt ? `Mažas likutis: ${count} ${noun}` : `Low stock: ${count} ${noun}`,
      greeting: greeting(r),
      paragraphs: [
        lt
          ? `Šiandien ${count} ${noun} turi likutį, lygų įspėjimo ribai arba mažesnį (prekės nustatytą ribą arba parduotuvės numatytąją):`
          : `Today ${count} ${noun} ${count === 1 ? 'is' : 'are'} at or below the low-stock alert level (the product's own or the shop default):`,
        ...lines,
        ...(rest > 0 ? [lt ? `…ir dar ${rest}. Visas sąrašas – prekių puslapyje.` : `…and ${rest} more. See the products page for all.`] : []),
      ],
      action: { label: lt ? 'Atidaryti prekes' : 'Open products', url },
      closing: closing[r.language],
    });
  },
  documentIssued(r: Recipient, kind: IssuedDocument, number: string, url: string): MailMessage {
    const words = DOCUMENT_MAIL[r.language][kind](number);
    return render(r.email, {
      subject: words.subject,
      greeting: greeting(r),
      paragraphs: [words.text],
      action: { label: words.action, url },
      closing: closing[r.language],
    });
  },
  registrationAwaitingApproval(r: Recipient, company: string, url: string): MailMessage {
    return render(
      r.email,
      r.language === 'lt'
        ? {
            subject: `Nauja registracija laukia patvirtinimo: ${company}`,
            greeting: greeting(r),
            paragraphs: [`Įmonė „${company}“ patvirtino savo el. pašto adresą ir laukia paskyros patvirtinimo.`],
            action: { label: 'Peržiūrėti klientą', url },
            closing: closing.lt,
          }
        : {
            subject: `New registration awaiting approval: ${company}`,
            greeting: greeting(r),
            paragraphs: [`${company} has verified its e-mail address and is waiting for account approval.`],
            action: { label: 'Review customer', url },
            closing: closing.en,
          },
    );
  },
};
