import type { MailMessage } from './mailer.ts';
import { closing, greeting, render, type Recipient } from './templates.ts';

/** What a shared comment's mail says (decision 096). */
interface CommentMailFacts {
  orderNumber: string;
  /** The customer's order page. */
  url: string;
  /** The author's first name, or null: the shop's. */
  author: string | null;
  body: string;
}

/**
 * The mail that brings a customer a comment the shop shared on its order, in its language: who wrote
 * it, the text as written (its paragraphs kept), and the link to the order's page where it stays.
 */
export function orderCommentMail(r: Recipient, facts: CommentMailFacts): MailMessage {
  const lt = r.language === 'lt';
  const n = facts.orderNumber;
  const lead = lt
    ? facts.author
      ? `${facts.author} parašė komentarą apie jūsų užsakymą ${n}:`
      : `Parašėme komentarą apie jūsų užsakymą ${n}:`
    : facts.author
      ? `${facts.author} wrote a comment about your order ${n}:`
      : `We wrote a comment about your order ${n}:`;
  const paragraphs = facts.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return render(r.email, {
    subject: lt ? `Naujas komentaras apie užsakymą ${n}` : `New comment on your order ${n}`,
    greeting: greeting(r),
    paragraphs: [lead, ...paragraphs, lt ? 'Komentarą rasite ir užsakymo puslapyje.' : 'You can also read it on the order page.'],
    action: { label: lt ? 'Atidaryti užsakymą' : 'Open the order', url: facts.url },
    closing: closing[r.language],
  });
}
