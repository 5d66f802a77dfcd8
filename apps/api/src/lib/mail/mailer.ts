import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

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
 * DATA_DIR/outbox, which any mail program opens. Failures are logged, never thrown: a lost
 * mail must not undo a registration (the customer can ask for another).
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
          await mkdir(outbox, { recursive: true });
          const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
          await writeFile(path.join(outbox, name), (info as { message: Buffer }).message);
        }
        options.log.info({ subject: message.subject }, 'mail sent');
      } catch (error) {
        options.log.error({ err: error, subject: message.subject }, 'mail could not be sent');
      }
    },
    close() {
      transport.close();
    },
  };
}
