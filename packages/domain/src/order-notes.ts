import { z } from 'zod';
import { okAnswer } from './answer.ts';

/**
 * Notes on an order (decision 096): internal notes only staff read, and comments shared
 * with the customer (shown on its order page and mailed to it). Each keeps its author and time.
 */
export const ORDER_NOTE_MAX_LENGTH = 2000;
/** The most notes one order holds: its list is answered whole, so it has a bound. */
export const MAX_NOTES_PER_ORDER = 200;

/** POST /api/orders/admin/:id/notes: the text (trimmed, 1–2,000 characters; line breaks and tabs allowed) and whether the customer sees it. */
export const orderNoteInputSchema = z.object({
  body: z
    .string('noteBodyRequired')
    .trim()
    .min(1, 'noteBodyRequired')
    .max(ORDER_NOTE_MAX_LENGTH, 'noteBodyTooLong')
    .regex(/^(?:[\t\n\r]|\P{Cc})*$/u, 'invalidValue'),
  shared: z.boolean().default(false),
});

/** A note as staff read it: the author's name frozen when it was written. */
const orderNoteSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  shared: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

/** A shared comment as its customer reads it: the author's first name only (null: the shop's), never an e-mail. */
const orderCommentSchema = z.object({
  id: z.number().int(),
  author: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type OrderComment = z.infer<typeof orderCommentSchema>;

export const orderNotesAnswerSchema = okAnswer({ notes: z.array(orderNoteSchema) });
export const orderNoteAddedAnswerSchema = okAnswer({ note: orderNoteSchema });
export const orderCommentsAnswerSchema = okAnswer({ comments: z.array(orderCommentSchema) });

/** What a customer is shown of a note's author: the first word of the frozen name, never an e-mail address. */
export function commentAuthor(authorName: string): string | null {
  const first = authorName.trim().split(/\s+/)[0] ?? '';
  return first === '' || first.includes('@') ? null : first;
}
