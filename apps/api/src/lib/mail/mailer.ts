import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { isStorageFull } from '../../db/errors.ts';
import { makePrivateDir, writePrivateFile } from '../private-files.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as a real .eml file to
 * DATA_DIR/outbox, which any mail program opens (folder 700, files 600, each written whole or not
 * at all: decision 020). Failures are logged with their cause, never thrown: a lost mail must not
 * undo a registration (the customer can ask for another).
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const outbox = path.join(options.dataDir, 'outbox');
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      try {
        const info = await transport.sendMail({ from: options.from, ...message });
        if (!options.smtpUrl) {
          await makePrivateDir(outbox);
          const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
          await writePrivateFile(path.join(outbox, name), (info as { message: Buffer }).message);
        }
        options.log.info({ subject: message.subject }, 'mail sent');
      } catch (error) {
        const reason = isStorageFull(error) ? 'mail could not be written: the storage is full' : 'mail could not be sent';
        options.log.error({ err: error, subject: message.subject }, reason);
      }
    },
    close() {
      transport.close();
    },
  };
}
