/**
 * 1,000 recipients, each gets the campaign exactly once: one outbox row and one .eml each (the file transport
 * writes one file per outbox id, so a resend after a crash overwrites rather than adds), even when the sending
 * process dies midway, and when two instances share the work. On PostgreSQL the instances are real processes
 * killed with SIGKILL; on PGlite (one process's database) the crash is played in-process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../tests/helpers/admin';
import { addContacts, testMailContext } from '../../../tests/helpers/campaigns';
import { createTestDatabase, onPostgresServer } from '../../../tests/helpers/database';
import type { DatabaseHandle, Tx } from '../../db/client';
import { campaigns, discountCodes, emailCampaigns, outbox, users } from '../../db/schema';
import { createFileTransport, type MailTransport } from '../../integrations/mail/transport';
import { createOutboxWorker } from '../../integrations/mail/worker';
import { ensureAdmin } from '../accounts';
import { createDiscountService, type PersonalCodeInput } from '../discounts';
import { createCampaignDispatcher } from './campaign-dispatcher';
import { createCampaignService } from './campaigns.service';

const RECIPIENTS = 1000;
const mail = testMailContext();
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'pinshop-crash-'));
const emlFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.eml'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database with 1,000 consenting contacts and a mass discount campaign with a personal code each. */
async function campaignOf1000(handle: DatabaseHandle, now?: () => Date) {
  const { db } = handle;
  await addContacts(
    db,
    Array.from({ length: RECIPIENTS }, (_, i) => ({ email: `golfer${i}@example.com`, name: `Golfer ${i}` })),
  );
  await db.insert(discountCodes).values({ code: 'CRASH10', discountType: 'percentage', discountValue: 10 });
  await ensureAdmin(db, TEST_ADMIN);
  const [admin] = await db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
  const discounts = createDiscountService(db);
  const service = createCampaignService({ db, mail, discounts, ratePerSecond: 100, ...(now ? { now } : {}) });
  const actor = { ...admin!, role: 'admin' as const, needsTotpEnrolment: false, emailVerified: true };
  return service.startMassDiscount({ discountCode: 'CRASH10', uniqueCodes: true }, { actor, ip: '127.0.0.1' });
}

/** Exactly once: one recipient row queued with its own outbox row each, all sent, one personal code each. */
async function expectEachOnce(handle: DatabaseHandle, campaignId: number) {
  const { db } = handle;
  const recipients = await db.select().from(emailCampaigns).where(eq(emailCampaigns.campaignId, campaignId));
  expect(recipients).toHaveLength(RECIPIENTS);
  expect(recipients.every((r) => r.status === 'queued' && r.outboxId !== null)).toBe(true);
  const mails = await db
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'campaignId' = ${String(campaignId)}`);
  expect(mails).toHaveLength(RECIPIENTS);
  expect(new Set(mails.map((m) => m.payload.recipientId)).size).toBe(RECIPIENTS);
  expect(new Set(mails.map((m) => m.toAddress.toLowerCase())).size).toBe(RECIPIENTS);
  expect(mails.filter((m) => m.status !== 'sent')).toEqual([]);
  const personal = await db
    .select()
    .from(discountCodes)
    .where(sql`${discountCodes.boundEmail} is not null`);
  expect(personal).toHaveLength(RECIPIENTS);
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  expect(campaign).toMatchObject({ status: 'completed', total: RECIPIENTS });
  return mails;
}

/** The addresses of the .eml files in `dirs`, one entry per file. */
function mailedAddresses(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    emlFiles(dir).map((name) => /^To: (.+)$/m.exec(readFileSync(path.join(dir, name), 'utf8'))?.[1] ?? ''),
  );
}

describe('a crash midway (in-process: the dispatcher fails mid-batch, the worker dies mid-send)', () => {
  it('resumes on restart and sends each of 1,000 recipients exactly once', { timeout: 180_000 }, async () => {
    const handle = await createTestDatabase();
    try {
      // Ahead of the database's clock, which stamps each queued message as due now.
      let clock = Date.now() + 3_600_000;
      const now = () => new Date(clock);
      const campaign = await campaignOf1000(handle, now);
      const dir = tempDir();
      const { db } = handle;

      // The first instance: its dispatcher's 350th personal code fails (the batch rolls back whole), and its
      // worker stops answering after 200 sends, holding the messages it had claimed.
      const real = createDiscountService(db);
      let codesMade = 0;
      const faulty = {
        createPersonalCode: (tx: Tx, input: PersonalCodeInput) => {
          codesMade += 1;
          if (codesMade === 350) throw new Error('killed mid-batch');
          return real.createPersonalCode(tx, input);
        },
      };
      const errors: string[] = [];
      const first = createCampaignDispatcher({
        db,
        mail,
        discounts: faulty,
        now,
        log: { error: (o, m) => errors.push(`${m} ${String((o as { err?: unknown }).err)}`) },
      });
      const files = createFileTransport(dir);
      let sends = 0;
      let died = () => {};
      const death = new Promise<void>((resolve) => (died = resolve));
      const dying: MailTransport = {
        kind: 'file',
        send(message) {
          if (++sends <= 200) return files.send(message);
          died();
          return new Promise<void>(() => {});
        },
        close: () => {},
      };
      const firstWorker = createOutboxWorker({
        db,
        transport: dying,
        from: 'shop@x.test',
        messageIdDomain: 'x.test',
        now,
      });
      while (errors.length === 0) {
        clock += 1000;
        await first.runOnce();
        if (sends <= 200) await Promise.race([firstWorker.runOnce(), death]);
      }
      expect(errors).toEqual(['campaign batch failed Error: killed mid-batch']);
      expect(sends).toBeGreaterThan(200);
      expect(emlFiles(dir).length).toBeLessThan(RECIPIENTS);

      // The restart: a new dispatcher and worker; the dead worker's lease has run out.
      clock += 10 * 60_000;
      const second = createCampaignDispatcher({ db, mail, discounts: real, now });
      const secondWorker = createOutboxWorker({
        db,
        transport: files,
        from: 'shop@x.test',
        messageIdDomain: 'x.test',
        now,
      });
      for (let i = 0; i < 100; i += 1) {
        clock += 1000;
        await second.runOnce();
        await secondWorker.runOnce();
        await second.runOnce();
        const [row] = await db
          .select({ status: campaigns.status })
          .from(campaigns)
          .where(eq(campaigns.id, campaign.id));
        if (row!.status === 'completed') break;
      }
      await expectEachOnce(handle, campaign.id);
      const addresses = mailedAddresses([dir]);
      expect(addresses).toHaveLength(RECIPIENTS);
      expect(new Set(addresses).size).toBe(RECIPIENTS);
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!onPostgresServer())('instances as processes on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  };
  afterEach(stopAll);

  /** Starts an instance (tests/helpers/campaign-instance.ts) and waits for it to be running. */
  async function startInstance(url: string, mailDir: string, leaseMs = 1500): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/helpers/campaign-instance.ts')], {
      env: {
        ...process.env,
        INSTANCE_DATABASE_URL: url,
        INSTANCE_MAIL_DIR: mailDir,
        INSTANCE_LEASE_MS: String(leaseMs),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
    });
    return child;
  }

  async function waitFor(check: () => Promise<boolean>, timeoutMs = 90_000) {
    const until = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('timed out');
      await sleep(100);
    }
  }

  const sentCount = async (handle: DatabaseHandle) =>
    (
      await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(eq(outbox.status, 'sent'))
    )[0]!.n;
  const completed = async (handle: DatabaseHandle, id: number) =>
    (await handle.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!.status === 'completed';

  it(
    'an instance killed with SIGKILL midway: the next one finishes, each recipient once',
    { timeout: 180_000 },
    async () => {
      const handle = await createTestDatabase();
      try {
        const url = (handle as DatabaseHandle & { url: string }).url;
        const campaign = await campaignOf1000(handle);
        const dir = tempDir();
        const first = await startInstance(url, dir);
        await waitFor(async () => (await sentCount(handle)) >= 300);
        first.kill('SIGKILL');
        await new Promise((resolve) => first.once('exit', resolve));
        expect(await sentCount(handle)).toBeLessThan(RECIPIENTS);

        await startInstance(url, dir);
        await waitFor(() => completed(handle, campaign.id));
        await expectEachOnce(handle, campaign.id);
        const addresses = mailedAddresses([dir]);
        expect(addresses).toHaveLength(RECIPIENTS);
        expect(new Set(addresses).size).toBe(RECIPIENTS);
      } finally {
        stopAll();
        await handle.close();
      }
    },
  );

  it('two instances at once share the work: each recipient once, from one of them', { timeout: 180_000 }, async () => {
    const handle = await createTestDatabase();
    try {
      const url = (handle as DatabaseHandle & { url: string }).url;
      const dirs = [tempDir(), tempDir()];
      // A long lease: nothing is taken again unless an instance dies, so a message in both folders was sent twice.
      // Both run before the campaign starts: on a busy machine one can take seconds longer to start than the other.
      await Promise.all(dirs.map((dir) => startInstance(url, dir, 120_000)));
      const campaign = await campaignOf1000(handle);
      await waitFor(() => completed(handle, campaign.id));
      await expectEachOnce(handle, campaign.id);
      const addresses = mailedAddresses(dirs);
      expect(addresses).toHaveLength(RECIPIENTS);
      expect(new Set(addresses).size).toBe(RECIPIENTS);
      expect(dirs.map((dir) => emlFiles(dir).length).every((n) => n > 0)).toBe(true);
    } finally {
      stopAll();
      await handle.close();
    }
  });
});
