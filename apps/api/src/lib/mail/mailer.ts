import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
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
 * The transport: SMTP when SMTP_URL is set; otherwise each message is written as a real .eml file to
 * DATA_DIR/outbox, which any mail program opens (folder 700, files 600, each written whole or not
 * at all: decision 020). A failure is thrown: the outbox worker (decision 025) keeps the mail and
 * tries again later.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string }): Mailer {
  const outbox = path.join(options.dataDir, 'outbox');
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      if (!options.smtpUrl) {
        await makePrivateDir(outbox);
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
        await writePrivateFile(path.join(outbox, name), (info as { message: Buffer }).message);
      }
    },
    close() {
      transport.close();
    },
  };
}
