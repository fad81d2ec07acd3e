/**
 * The reminder job against lines the test holds (the receivables module's place): each step once, the latest step
 * only, the line read again in the reminder's transaction (paid since: none), pauses, and two jobs at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/database';
import { isoDate } from '../../../core/dates';
import { DEFAULT_REMINDER_CADENCE } from '../../../core/reminder-cadence';
import type { DatabaseHandle } from '../../db/client';
import { outbox, reminderPauses, reminderSends } from '../../db/schema';
import { createReminderJob } from './reminder-job';
import type { RemindedLine, ReminderLineSource } from './reminder-lines';

const SHOP = {
  name: 'Pinshop Golf Pins',
  salesEmail: 'sales@pinshop.example',
  supportEmail: 'support@pinshop.example',
  location: 'Newport Beach, CA',
  shippingCents: 900,
};

const BALANCE: RemindedLine = {
  key: 'balance:41',
  kind: 'balance',
  owner: { kind: 'custom-order', id: 41 },
  reference: 'W-1041',
  customerEmail: 'Avery@Example.com',
  customerName: 'Avery Park',
  amountCents: 48_150,
  // Monday, November 2, 2026: the design's approval.
  dueDate: '2026-11-02',
  state: 'overdue',
  payUrl: 'http://shop.test/pay/balance/tok-41',
};

const INVOICE: RemindedLine = {
  key: 'invoice:7',
  kind: 'invoice',
  owner: { kind: 'invoice', id: 7 },
  reference: 'INV-100007',
  customerEmail: 'treasurer@club.example',
  customerName: 'Dana Lee',
  amountCents: 125_000,
  dueDate: '2026-12-01',
  state: 'scheduled',
  payUrl: 'http://shop.test/invoices/INV-100007/pay?sig=x',
};

let database: DatabaseHandle;
/** The lines as they stand; `stale` is what openLines answers (a read from before a payment). */
let current = new Map<string, RemindedLine>();
let stale: Map<string, RemindedLine> | null = null;

const source: ReminderLineSource = {
  async openLines(at) {
    return [...(stale ?? current).values()].filter(
      (line) => line.dueDate !== null && line.dueDate <= isoDate(at) && !['paid', 'void'].includes(line.state),
    );
  },
  async orderSchedule(tx, owner) {
    // Read in the reminder's transaction, as the receivables module does.
    await tx.select({ id: reminderPauses.id }).from(reminderPauses).limit(1);
    return [...current.values()].filter((line) => line.owner.kind === owner.kind && line.owner.id === owner.id);
  },
};

const job = () =>
  createReminderJob({
    db: database.db,
    lines: source,
    cadence: async () => DEFAULT_REMINDER_CADENCE,
    shop: SHOP,
    pollMs: 60_000,
  });
const day = (iso: string) => new Date(`${iso}T15:00:00Z`);
const mails = () => database.db.select().from(outbox).orderBy(outbox.id);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(reminderSends);
  await database.db.delete(reminderPauses);
  await database.db.delete(outbox);
  current = new Map([
    [BALANCE.key, BALANCE],
    [INVOICE.key, INVOICE],
  ]);
  stale = null;
});

describe('a balance due on Monday, November 2', () => {
  it('is reminded Wednesday the 4th, Monday the 9th, then weekly, each once', async () => {
    const reminders = job();
    current.delete(INVOICE.key);
    const sentOn = async (iso: string) => reminders.runOnce(day(iso));
    expect(await sentOn('2026-11-03')).toBe(0);
    expect(await sentOn('2026-11-04')).toBe(1);
    expect(await sentOn('2026-11-04')).toBe(0);
    expect(await sentOn('2026-11-06')).toBe(0);
    expect(await sentOn('2026-11-09')).toBe(1);
    expect(await sentOn('2026-11-16')).toBe(1);
    const sent = await mails();
    expect(sent.map((mail) => mail.toAddress)).toEqual(Array(3).fill('Avery@Example.com'));
    const [first] = sent;
    expect(first!.subject).toBe('Reminder: the balance of custom order W-1041 is due');
    expect(first!.textBody).toContain('$481.50');
    expect(first!.textBody).toContain('Due date: November 2, 2026');
    expect(first!.textBody).toContain('Pay the balance: http://shop.test/pay/balance/tok-41');
    expect(first!.htmlBody).toContain('href="http://shop.test/pay/balance/tok-41"');
    expect(first!.payload).toEqual({ reminder: { lineKey: 'balance:41', dueDate: '2026-11-02', step: 0 } });
    const claims = await database.db.select().from(reminderSends).orderBy(reminderSends.step);
    expect(claims.map((claim) => [claim.lineKey, claim.step, claim.outboxId])).toEqual(
      sent.map((mail, step) => ['balance:41', step, mail.id]),
    );
  });

  it('approved again two weeks later (its due date moved): its reminders start again from the new date', async () => {
    current.delete(INVOICE.key);
    const reminders = job();
    expect(await reminders.runOnce(day('2026-11-09'))).toBe(1);
    current.set(BALANCE.key, { ...BALANCE, dueDate: '2026-11-16' });
    expect(await reminders.runOnce(day('2026-11-17'))).toBe(0);
    expect(await reminders.runOnce(day('2026-11-18'))).toBe(1);
    const claims = await database.db.select().from(reminderSends).orderBy(reminderSends.id);
    expect(claims.map((claim) => [claim.dueDate, claim.step])).toEqual([
      ['2026-11-02', 1],
      ['2026-11-16', 0],
    ]);
  });

  it('after a month with nothing running, gets the latest reminder only', async () => {
    current.delete(INVOICE.key);
    expect(await job().runOnce(day('2026-12-10'))).toBe(1);
    const [claim, ...more] = await database.db.select().from(reminderSends);
    expect(more).toEqual([]);
    expect(claim!.step).toBe(5);
  });
});

describe('an invoice due on Tuesday, December 1', () => {
  it('is reminded 3 days before, on the day and 7 days after, worded for each', async () => {
    const reminders = job();
    current.delete(BALANCE.key);
    expect(await reminders.runOnce(day('2026-11-27'))).toBe(0);
    expect(await reminders.runOnce(day('2026-11-28'))).toBe(1);
    current.set(INVOICE.key, { ...INVOICE, state: 'due' });
    expect(await reminders.runOnce(day('2026-12-01'))).toBe(1);
    current.set(INVOICE.key, { ...INVOICE, state: 'overdue' });
    expect(await reminders.runOnce(day('2026-12-05'))).toBe(0);
    expect(await reminders.runOnce(day('2026-12-08'))).toBe(1);
    const subjects = (await mails()).map((mail) => mail.subject);
    expect(subjects).toEqual([
      'Reminder: invoice INV-100007 is due on December 1, 2026',
      'Reminder: invoice INV-100007 is due today',
      'Reminder: invoice INV-100007 is overdue',
    ]);
    const [, , overdue] = await mails();
    expect(overdue!.textBody).toContain('Invoice INV-100007 for $1,250.00 was due on December 1, 2026');
    expect(overdue!.textBody).toContain('Pay invoice INV-100007: http://shop.test/invoices/INV-100007/pay?sig=x');
  });
});

describe('no reminder', () => {
  it('for a line paid after the job read it: the transaction reads it again', async () => {
    stale = new Map(current);
    current.set(BALANCE.key, { ...BALANCE, state: 'paid', payUrl: null });
    current.set(INVOICE.key, { ...INVOICE, state: 'void', payUrl: null });
    expect(await job().runOnce(day('2026-11-28'))).toBe(0);
    expect(await mails()).toEqual([]);
    expect(await database.db.select().from(reminderSends)).toEqual([]);
  });

  it('for a paused order or a paused customer (any case of the address), and again once resumed', async () => {
    await database.db.insert(reminderPauses).values([
      { scope: 'order', target: 'custom-order:41' },
      { scope: 'customer', target: 'treasurer@club.example' },
    ]);
    const reminders = job();
    expect(await reminders.runOnce(day('2026-11-28'))).toBe(0);
    await database.db.delete(reminderPauses).where(eq(reminderPauses.scope, 'order'));
    expect(await reminders.runOnce(day('2026-11-28'))).toBe(1);
    expect((await mails()).map((mail) => mail.toAddress)).toEqual(['Avery@Example.com']);
  });
});

describe('two jobs at once', () => {
  it('send each reminder once: the loser of the claim rolls its e-mail back', async () => {
    const [a, b] = [job(), job()];
    const counts = await Promise.all([a.runOnce(day('2026-11-28')), b.runOnce(day('2026-11-28'))]);
    expect(counts[0] + counts[1]).toBe(2);
    const sent = await mails();
    expect(sent.map((mail) => mail.subject).sort()).toEqual([
      'Reminder: invoice INV-100007 is due on December 1, 2026',
      'Reminder: the balance of custom order W-1041 is due',
    ]);
    expect(await database.db.select().from(reminderSends)).toHaveLength(2);
  });
});
