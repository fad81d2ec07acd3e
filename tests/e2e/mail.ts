import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The shop's e-mails as the customer would read them: the server writes each as a .eml file to
 * E2E_DATA_DIR/mail (no SMTP in the browser tests).
 */
const MAIL_DIR = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

/** The text part of one .eml, its transfer encoding undone (quoted-printable: `=` soft breaks, `=3D` and the like). */
function textBody(raw: string): string {
  const mail = raw.replace(/\r\n/g, '\n');
  const start = mail.search(/^Content-Type: text\/plain/im);
  if (start < 0) return '';
  const [headers = '', ...rest] = mail.slice(start).split('\n\n');
  // The part ends at the message's next multipart boundary, or with the message. Not at any line starting with
  // "--": the e-mails' own signature separator is one, and campaign mail has its unsubscribe link below it.
  const boundary = /boundary="?([^";\n]+)"?/i.exec(mail)?.[1];
  const part = rest.join('\n\n');
  const body = boundary ? (part.split(`\n--${boundary}`, 1)[0] ?? '') : part;
  const encoding = /^Content-Transfer-Encoding:\s*([\w-]+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The links to `linkPath` e-mailed to `email`, oldest first, as paths with their query (`/verify-email?token=...`).
 * `linkPath` is a regular expression source for the path (`/pay-invoice/INV-\\d+`).
 */
export async function mailedLinks(email: string, linkPath: string): Promise<string[]> {
  const pattern = new RegExp(`https?://[^\\s/]+(${linkPath}(?:\\?[\\w=&.%-]+)?)`);
  return (await mailsTo(email))
    .map(({ text }) => pattern.exec(text)?.[1])
    .filter((link): link is string => link !== undefined);
}

/**
 * The e-mails sent to `email`, oldest first: each one's subject and text part. `mailDir`: another shop's mail (a
 * spec's own shop process, DATA_DIR/mail).
 */
export async function mailsTo(email: string, mailDir = MAIL_DIR): Promise<Array<{ subject: string; text: string }>> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    // Written whole as `.eml.<uuid>.tmp`, then renamed: a `.eml` file is complete.
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const file = path.join(mailDir, name);
        return { raw: await readFile(file, 'utf8'), sentAt: (await stat(file)).mtimeMs };
      }),
  );
  return mails
    .filter(({ raw }) => sentTo(raw, email))
    .sort((a, b) => a.sentAt - b.sentAt)
    .map(({ raw }) => ({ subject: /^Subject:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '', text: textBody(raw) }));
}

/** Without case: the mailer writes the domain in lower case (CASEY@EXAMPLE.COM arrives as CASEY@example.com). */
function sentTo(raw: string, email: string): boolean {
  const to = /^To:\s*(.+)$/im.exec(raw.split(/\r?\n\r?\n/, 1)[0] ?? '')?.[1] ?? '';
  return to.toLowerCase().includes(email.toLowerCase());
}

/** Waits (the outbox worker sends every few seconds) until `count` such links have arrived; answers the newest. */
export async function newestLink(email: string, linkPath: string, count = 1): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(async () => (links = await mailedLinks(email, linkPath)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  const newest = links.at(-1);
  expect(newest).toBeDefined();
  return newest ?? '';
}
