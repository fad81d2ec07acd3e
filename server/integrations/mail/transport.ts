import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { createTransport, Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers, e.g. List-Unsubscribe (checked free of line breaks when queued). */
  headers?: Record<string, string>;
  /** Our outbox id, sent as a header so a retried message can be recognised downstream. */
  messageId: string;
  /** Files sent with it (an invoice's or a receipt's PDF), made when the message is sent. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  /** Letters, digits, dot and dash (pdfFileName). */
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Where mail goes: an SMTP server, or (without SMTP_URL) .eml files in DATA_DIR/mail. */
export interface MailTransport {
  kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A nodemailer transporter made for the first message sent: nodemailer (~25 MB, ~90 ms to load) is not something
 * every start should pay for, and most starts send nothing for a while.
 */
function lazyTransporter(make: (create: typeof createTransport) => Transporter) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => (made ??= import('nodemailer').then((nodemailer) => make(nodemailer.createTransport))),
    close: () => void made?.then((transporter) => transporter.close()),
  };
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = lazyTransporter((create) => create(smtpUrl, {}));
  return {
    kind: 'smtp',
    async send(mail) {
      await (await transporter.get()).sendMail({ ...toNodemailer(mail) });
    },
    close: () => transporter.close(),
  };
}

/** Development and tests without SMTP: each message becomes an .eml file (written whole, then renamed). */
export function createFileTransport(dir: string): MailTransport {
  const transporter = lazyTransporter((create) => create({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    kind: 'file',
    async send(mail) {
      const info = await (await transporter.get()).sendMail(toNodemailer(mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${mail.messageId.replace(/[^A-Za-z0-9.-]/g, '_')}.eml`);
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, file);
    },
    close: () => transporter.close(),
  };
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    headers: mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : undefined,
    messageId: `<${mail.messageId}>`,
    attachments: mail.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
    })),
  };
}
