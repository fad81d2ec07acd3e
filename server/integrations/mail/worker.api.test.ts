import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/database';
import { parseEml, readMailDir } from '../../../tests/helpers/eml';
import type { DatabaseHandle } from '../../db/client';
import { outbox } from '../../db/schema';
import { enqueueEmail, MAX_ATTACHMENTS } from './outbox';
import { renderEmail } from './templates';
import { createFileTransport, createSmtpTransport, type MailAttachment, type MailTransport } from './transport';
import { backoffMs, createOutboxWorker } from './worker';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; `refuseNext` makes the next N deliveries fail with a 451. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuseNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuseNext > 0) {
        state.refuseNext -= 1;
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let handle: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const shop = {
  name: 'Pinshop Golf Pins',
  salesEmail: 'sales@x.test',
  supportEmail: 'support@x.test',
  location: 'Newport Beach, CA',
  shippingCents: 599,
};

beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(outbox);
  smtp.received.length = 0;
  smtp.state.refuseNext = 0;
});

function worker(transport: MailTransport, now?: () => Date) {
  return createOutboxWorker({
    db: handle.db,
    transport,
    from: 'Pinshop <sales@x.test>',
    messageIdDomain: 'x.test',
    now,
    batchSize: 3,
  });
}

describe('outbox worker', () => {
  it('takes a message queued this very millisecond: it is due on the clock the worker claims by', async () => {
    const id = await enqueueEmail(handle.db, { to: 'now@example.com', subject: 'Now', text: 'Hi' });
    const [queued] = await handle.db.select().from(outbox).where(eq(outbox.id, id));
    const w = worker(createSmtpTransport(smtp.url), () => new Date(queued!.nextAttemptAt.getTime()));
    expect(await w.runOnce()).toBe(1);
    expect(smtp.received.flatMap((mail) => mail.to)).toEqual(['now@example.com']);
    w.close();
  });

  it('sends each message exactly once with two workers running together', async () => {
    for (let i = 0; i < 12; i += 1) {
      await enqueueEmail(handle.db, { to: `buyer${i}@example.com`, subject: `Order ${i}`, text: `Hello ${i}` });
    }
    const a = worker(createSmtpTransport(smtp.url));
    const b = worker(createSmtpTransport(smtp.url));
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sentA + sentB).toBe(12);
    const recipients = smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toHaveLength(12);
    expect(new Set(recipients).size).toBe(12);
    const rows = await handle.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null)).toBe(true);
    a.close();
    b.close();
  });

  it('retries a message the SMTP server refused, after the backoff', async () => {
    let now = new Date('2026-05-01T10:00:00Z');
    const id = await enqueueEmail(handle.db, { to: 'retry@example.com', subject: 'Retry', text: 'Hi' });
    await handle.db.update(outbox).set({ nextAttemptAt: now }).where(eq(outbox.id, id));
    smtp.state.refuseNext = 1;
    const w = worker(createSmtpTransport(smtp.url), () => now);

    expect(await w.runOnce()).toBe(0);
    let [row] = await handle.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/Mailbox busy/);
    expect(row!.nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(1));

    expect(await w.runOnce()).toBe(0); // not yet due
    now = new Date(now.getTime() + backoffMs(1) + 1);
    expect(await w.runOnce()).toBe(1);
    [row] = await handle.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    w.close();
  });

  it('loses nothing when a worker dies mid-send: the lease runs out and another worker sends it', async () => {
    let now = new Date('2026-05-01T10:00:00Z');
    const id = await enqueueEmail(handle.db, { to: 'crash@example.com', subject: 'Crash', text: 'Hi' });
    await handle.db.update(outbox).set({ nextAttemptAt: now }).where(eq(outbox.id, id));
    // The first worker claims the message and never finishes (its process "dies" during the SMTP call).
    const hung: MailTransport = { kind: 'smtp', send: () => new Promise<void>(() => {}), close: () => {} };
    void worker(hung, () => now).runOnce();
    await expect
      .poll(async () => (await handle.db.select().from(outbox).where(eq(outbox.id, id)))[0]?.status)
      .toBe('sending');

    const survivor = worker(createSmtpTransport(smtp.url), () => now);
    expect(await survivor.runOnce()).toBe(0); // still leased to the dead worker
    now = new Date(now.getTime() + 5 * 60_000 + 1);
    expect(await survivor.runOnce()).toBe(1);
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(['crash@example.com']);
    survivor.close();
  });

  it('gives up after the last attempt and marks the message failed', async () => {
    const now = new Date('2026-05-01T10:00:00Z');
    const id = await enqueueEmail(handle.db, { to: 'never@example.com', subject: 'Never', text: 'Hi' });
    await handle.db.update(outbox).set({ nextAttemptAt: now, attempts: 7 }).where(eq(outbox.id, id));
    const broken: MailTransport = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('connection refused')),
      close: () => {},
    };
    const w = createOutboxWorker({
      db: handle.db,
      transport: broken,
      from: 'x@x.test',
      messageIdDomain: 'x.test',
      now: () => now,
      maxAttempts: 8,
    });
    await w.runOnce();
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 8, lastError: 'connection refused' });
  });
});

describe('attachments', () => {
  const PDF = Buffer.from('%PDF-1.4 invoice INV-100001 %%EOF');
  const made: number[] = [];
  /** Makes the file when the message is sent (as the app renders an invoice's PDF from its row). */
  const attachment = async (ref: { kind: string; id: number }): Promise<MailAttachment> => {
    made.push(ref.id);
    return { filename: `invoice-INV-${ref.id}.pdf`, contentType: 'application/pdf', content: PDF };
  };
  const attachingWorker = (transport: MailTransport, maxAttachmentBytes?: number) =>
    createOutboxWorker({
      db: handle.db,
      transport,
      from: 'Pinshop <sales@x.test>',
      messageIdDomain: 'x.test',
      attachment,
      maxAttachmentBytes,
    });
  const queue = () =>
    enqueueEmail(handle.db, {
      to: 'treasurer@example.com',
      subject: 'Invoice INV-100001',
      text: 'Your invoice is attached.',
      attachments: [{ kind: 'invoice-pdf', id: 100001 }],
    });

  it('keeps only what each file is made from, and makes it when the message is sent: SMTP and .eml', async () => {
    const id = await queue();
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.attachments).toEqual([{ kind: 'invoice-pdf', id: 100001 }]);
    expect(made).toEqual([]);

    // A worker started after the message was queued (a restart) makes the file and sends it.
    const smtpWorker = attachingWorker(createSmtpTransport(smtp.url));
    expect(await smtpWorker.runOnce()).toBe(1);
    const [sent] = smtp.received;
    const mail = parseEml(sent!.raw);
    expect(mail.text).toContain('Your invoice is attached.');
    expect(mail.attachments).toEqual([
      { filename: 'invoice-INV-100001.pdf', contentType: 'application/pdf', content: PDF },
    ]);

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinshop-attachments-'));
    await queue();
    const fileWorker = attachingWorker(createFileTransport(path.join(dataDir, 'mail')));
    expect(await fileWorker.runOnce()).toBe(1);
    const [written] = await readMailDir(dataDir);
    expect(written!.attachments.map((file) => [file.filename, file.content.equals(PDF)])).toEqual([
      ['invoice-INV-100001.pdf', true],
    ]);
    expect(made).toEqual([100001, 100001]);
    smtpWorker.close();
    fileWorker.close();
  });

  it('gives up at once on files over the size bound, and refuses too many files when queued', async () => {
    const id = await queue();
    const w = attachingWorker(createSmtpTransport(smtp.url), PDF.length - 1);
    expect(await w.runOnce()).toBe(0);
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toBe(`Attachments of ${PDF.length} bytes, over the ${PDF.length - 1} allowed`);
    expect(smtp.received).toEqual([]);
    w.close();

    const tooMany = Array.from({ length: MAX_ATTACHMENTS + 1 }, (_, index) => ({
      kind: 'invoice-pdf' as const,
      id: index + 1,
    }));
    await expect(
      enqueueEmail(handle.db, { to: 'a@example.com', subject: 'Many', text: 'x', attachments: tooMany }),
    ).rejects.toThrow(`An e-mail carries at most ${MAX_ATTACHMENTS} attachments`);
  });
});

describe('renderEmail', () => {
  it('escapes user-supplied text in the HTML and carries the shop footer in both parts', () => {
    const email = renderEmail(shop, {
      subject: 'Quote',
      greeting: 'Hi <b>Jordan</b>,',
      paragraphs: ['We got your request.'],
      details: [['Project', '<script>alert(1)</script>']],
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('Hi &lt;b&gt;Jordan&lt;/b&gt;,');
    expect(email.text).toContain('Project: <script>alert(1)</script>');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Newport Beach, CA');
      expect(part).toContain('support@x.test');
    }
  });
});
