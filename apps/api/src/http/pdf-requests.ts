import type { FastifyReply } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { PdfQueueFullError } from '../lib/pdf/pdf-pool.ts';
import { fail } from './app-error.ts';

/** Seconds an account told to wait for its earlier PDFs should wait: about one price list's drawing. */
const PDF_RETRY_AFTER_SECONDS = 5;

/**
 * A PDF request of one account (decision 070): refused with 429 and Retry-After while the account
 * already has `config.pdf.perAccount` PDFs being made here, and with 503 and Retry-After when the
 * shop's PDF queue is full; the slot is given back when the work ends, whatever its outcome.
 */
export async function withPdfSlot<T>(ctx: AppContext, reply: FastifyReply, account: number, work: () => Promise<T>): Promise<T> {
  const release = ctx.pdf.requests.take(account);
  if (!release) {
    reply.header('Retry-After', String(PDF_RETRY_AFTER_SECONDS));
    throw fail('pdfRequestsBusy');
  }
  try {
    return await work();
  } catch (error) {
    if (error instanceof PdfQueueFullError) {
      reply.header('Retry-After', String(PDF_RETRY_AFTER_SECONDS));
      throw fail('serviceBusy');
    }
    throw error;
  } finally {
    release();
  }
}
