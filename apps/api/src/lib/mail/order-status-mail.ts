import { carrierName, type Language, type MailedOrderStatus, trackingUrl } from '@shop/domain';
import type { MailMessage } from './mailer.ts';
import { day } from './payment-reminder-mail.ts';
import { closing, greeting, render, type Recipient } from './templates.ts';

/** What a status mail says of its order (decision 085). */
interface StatusMailFacts {
  status: MailedOrderStatus;
  orderNumber: string;
  /** The customer's order page. */
  url: string;
  /** confirmed: the pre-invoice issued with the confirmation and attached; null: the customer can ask for one. */
  preInvoiceNumber?: string | null;
  /** ended: the invoice issued with the ending (it comes in a mail of its own). */
  invoiceNumber?: string | null;
  /** sent: how the parcel travels, as far as the shop gave it. */
  shipment?: { tracking_number: string | null; carrier: string | null; expected_delivery: string | null };
}

type Words = { subject: string; lead: string; more: string[] };

function shipmentLines(shipment: StatusMailFacts['shipment'], language: Language): string[] {
  if (!shipment) return [];
  const lt = language === 'lt';
  const link = trackingUrl(shipment.carrier, shipment.tracking_number);
  const parts = [
    ...(shipment.carrier ? [`${lt ? 'Vežėjas' : 'Carrier'}: ${carrierName(shipment.carrier)}.`] : []),
    ...(shipment.tracking_number ? [`${lt ? 'Siuntos sekimo numeris' : 'Tracking number'}: ${shipment.tracking_number}.`] : []),
  ];
  return [
    ...(parts.length > 0 ? [parts.join(' ')] : []),
    ...(link ? [`${lt ? 'Siuntą galite sekti vežėjo svetainėje' : 'Track the parcel on the carrier’s website'}: ${link}`] : []),
    ...(shipment.expected_delivery
      ? [`${lt ? 'Numatoma pristatymo diena' : 'Expected delivery'}: ${day(shipment.expected_delivery, language)}.`]
      : []),
  ];
}

function english(f: StatusMailFacts): Words {
  const n = f.orderNumber;
  switch (f.status) {
    case 'confirmed':
      return {
        subject: `Order ${n} confirmed`,
        lead: `We have confirmed your order ${n}.`,
        more: [
          f.preInvoiceNumber
            ? `Pro-forma invoice ${f.preInvoiceNumber} is attached to this e-mail and available in your account. It is not a VAT invoice.`
            : 'If you need a pro-forma invoice, you can request one on the order page.',
        ],
      };
    case 'sent':
      return { subject: `Order ${n} sent`, lead: `We have sent your order ${n}.`, more: shipmentLines(f.shipment, 'en') };
    case 'ended':
      return {
        subject: `Order ${n} completed`,
        lead: `Your order ${n} is completed. Thank you for your business.`,
        more: f.invoiceNumber ? [`VAT invoice ${f.invoiceNumber} comes in a separate e-mail and is available in your account.`] : [],
      };
    case 'cancelled':
      return {
        subject: `Order ${n} cancelled`,
        lead: `Your order ${n} has been cancelled.`,
        more: ['If you have any questions, simply reply to this e-mail.'],
      };
  }
}

function lithuanian(f: StatusMailFacts): Words {
  const n = f.orderNumber;
  switch (f.status) {
    case 'confirmed':
      return {
        subject: `Užsakymas ${n} patvirtintas`,
        lead: `Patvirtinome jūsų užsakymą ${n}.`,
        more: [
          f.preInvoiceNumber
            ? `Išankstinę sąskaitą ${f.preInvoiceNumber} rasite prisegtą prie šio laiško ir savo paskyroje. Tai ne PVM sąskaita faktūra.`
            : 'Jei reikia išankstinės sąskaitos, jos galite paprašyti užsakymo puslapyje.',
        ],
      };
    case 'sent':
      return { subject: `Užsakymas ${n} išsiųstas`, lead: `Išsiuntėme jūsų užsakymą ${n}.`, more: shipmentLines(f.shipment, 'lt') };
    case 'ended':
      return {
        subject: `Užsakymas ${n} užbaigtas`,
        lead: `Jūsų užsakymas ${n} užbaigtas. Dėkojame, kad perkate pas mus.`,
        more: f.invoiceNumber ? [`PVM sąskaitą faktūrą ${f.invoiceNumber} atsiuntėme atskiru laišku; ją rasite ir savo paskyroje.`] : [],
      };
    case 'cancelled':
      return {
        subject: `Užsakymas ${n} atšauktas`,
        lead: `Jūsų užsakymas ${n} atšauktas.`,
        more: ['Kilus klausimų, tiesiog atsakykite į šį laišką.'],
      };
  }
}

/** The mail that tells a customer its order was confirmed, sent, ended or cancelled, in its language. */
export function orderStatusMail(r: Recipient, facts: StatusMailFacts): MailMessage {
  const lt = r.language === 'lt';
  const words = lt ? lithuanian(facts) : english(facts);
  return render(r.email, {
    subject: words.subject,
    greeting: greeting(r),
    paragraphs: [words.lead, ...words.more],
    action: { label: lt ? 'Atidaryti užsakymą' : 'Open the order', url: facts.url },
    closing: closing[r.language],
  });
}
