/**
 * Payment reminders through the whole shop, the app's clock moved on by the test: a balance approved today is
 * reminded 2 and 5 business days later then weekly, and none once paid; an invoice 3 days before its due date, on
 * it, 7 days after, then weekly. The owner's pause of an order or a customer stops them.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../core/dates';
import { formatCalendarDay } from '../../../core/en-us-dates';
import { DEFAULT_REMINDER_CADENCE, reminderSteps, type ReminderStep } from '../../../core/reminder-cadence';
import { receivablesHarness } from '../../../tests/helpers/receivables';
import { outbox } from '../../db/schema';
import type { ScheduleLineOwner } from '../receivables';

const { world, clock, day, asAdmin, paidDeposit, setStatus, payBalance, sendInvoice } = receivablesHarness();

/** A guest's paid deposit, then the owner's approval of the design: the balance is due today. */
async function approvedOrder(customerEmail: string): Promise<number> {
  const id = await paidDeposit({ customerName: 'Avery Park', customerEmail });
  await setStatus(id, 'approved');
  return id;
}

const lineOf = async (owner: ScheduleLineOwner, key: string) =>
  (await world.t.app.services.receivables.orderSchedule(owner)).find((line) => line.key === key)!;

/** The reminders the line was sent, oldest first. */
async function remindersOf(lineKey: string) {
  const rows = await world.t.database.db.select().from(outbox).orderBy(outbox.id);
  return rows.filter((row) => (row.payload.reminder as { lineKey?: string } | undefined)?.lineKey === lineKey);
}

/** The job as the clock reads `isoDay` (mid-morning UTC). */
async function runOn(isoDay: string) {
  clock.at = Date.parse(`${isoDay}T10:00:00Z`);
  await world.t.app.services.reminders.runOnce();
  clock.at = Date.now();
}

/** Runs the job the day before each step (nothing new for the line) and twice on it (its reminder, once). */
async function walk(lineKey: string, steps: ReminderStep[]) {
  for (const step of steps) {
    await runOn(addDays(step.on, -1));
    expect(await remindersOf(lineKey)).toHaveLength(step.step);
    await runOn(step.on);
    await runOn(step.on);
    expect(await remindersOf(lineKey)).toHaveLength(step.step + 1);
  }
}

describe('a balance due on approval', () => {
  it('is reminded 2 and 5 business days later, then weekly, with amount, due date and pay link; paid, no more', async () => {
    const id = await approvedOrder('balance.walk@example.com');
    const line = await lineOf({ kind: 'custom-order', id }, `balance:${id}`);
    expect(line).toMatchObject({ state: 'due', dueDate: day(), amountCents: 31_500 });
    expect(line.payUrl).toMatch(/^http:\/\/shop\.test\/balance-payment\//);
    const steps = reminderSteps('balance', line.dueDate!, DEFAULT_REMINDER_CADENCE, 3);
    await runOn(line.dueDate!);
    expect(await remindersOf(line.key)).toEqual([]);
    await walk(line.key, steps);

    const [first] = await remindersOf(line.key);
    expect(first!.toAddress).toBe('balance.walk@example.com');
    expect(first!.subject).toMatch(/^Reminder: the balance of custom order W-\d+ is due$/);
    expect(first!.textBody).toContain('Amount due: $315.00');
    expect(first!.textBody).toContain(`Due date: ${formatCalendarDay(line.dueDate!, 'long')}`);
    expect(first!.textBody).toContain(`Pay the balance: ${line.payUrl}`);

    // The customer pays through the link: the weekly steps after it send nothing.
    await payBalance(line.payUrl!);
    await runOn(addDays(steps[2]!.on, 7));
    await runOn(addDays(steps[2]!.on, 14));
    expect(await remindersOf(line.key)).toHaveLength(3);
  });
});

describe('an invoice', () => {
  it('is reminded 3 days before its due date, on it, 7 days after and weekly after that', async () => {
    const dueDate = day(10);
    const invoice = await sendInvoice(
      { customerName: 'Dana Lee', customerEmail: 'invoice.walk@example.com' },
      450,
      dueDate,
    );
    const key = `invoice:${invoice.id}`;
    await walk(key, reminderSteps('invoice', dueDate, DEFAULT_REMINDER_CADENCE, 4));
    const mails = await remindersOf(key);
    const number = invoice.invoiceNumber;
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Reminder: invoice ${number} is due on ${formatCalendarDay(dueDate, 'long')}`,
      `Reminder: invoice ${number} is due today`,
      `Reminder: invoice ${number} is overdue`,
      `Reminder: invoice ${number} is overdue`,
    ]);
    expect(mails[2]!.textBody).toContain(
      `Invoice ${number} for $450.00 was due on ${formatCalendarDay(dueDate, 'long')}`,
    );
    expect(mails[2]!.textBody).toContain('Amount due: $450.00');
    expect(mails[2]!.textBody).toMatch(
      new RegExp(`Pay invoice ${number}: http://shop\\.test/pay-invoice/${number}\\?`),
    );
  });
});

describe('the owner pauses', () => {
  it('an order: none while paused; the order view shows it and, resumed, the reminders sent', async () => {
    const id = await approvedOrder('paused.order@example.com');
    const line = await lineOf({ kind: 'custom-order', id }, `balance:${id}`);
    const [first] = reminderSteps('balance', line.dueDate!, DEFAULT_REMINDER_CADENCE, 1);
    const url = `/api/admin/reminders/orders/custom-order/${id}`;
    const paused = await asAdmin('PUT', url, { paused: true });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toEqual({ paused: true, sent: [] });
    await runOn(first!.on);
    expect(await remindersOf(line.key)).toEqual([]);

    expect((await asAdmin('PUT', url, { paused: false })).json()).toEqual({ paused: false, sent: [] });
    await runOn(first!.on);
    expect(await remindersOf(line.key)).toHaveLength(1);
    expect((await asAdmin('GET', url)).json()).toMatchObject({
      paused: false,
      sent: [{ lineKey: line.key, step: 0, toAddress: 'paused.order@example.com' }],
    });
    const audit = (await asAdmin('GET', `/api/admin/audit?entity=custom_orders&entityId=${id}`)).json()
      .entries as Array<{
      action: string;
    }>;
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['reminders.pause', 'reminders.resume']));
    expect((await asAdmin('PUT', '/api/admin/reminders/orders/quote/1', { paused: true })).statusCode).toBe(400);
  });

  it('a customer, by address in any case: none of their lines is reminded', async () => {
    const dueDate = day(5);
    const invoice = await sendInvoice(
      { customerName: 'Sam Treasurer', customerEmail: 'Treasurer@Club.example' },
      90,
      dueDate,
    );
    const res = await asAdmin('PUT', '/api/admin/reminders/customers', {
      email: 'treasurer@club.example',
      paused: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await asAdmin('GET', '/api/admin/reminders/customers?email=TREASURER%40club.example');
    expect(read.json()).toEqual({ email: 'TREASURER@club.example', paused: true });
    for (const step of reminderSteps('invoice', dueDate, DEFAULT_REMINDER_CADENCE, 3)) await runOn(step.on);
    expect(await remindersOf(`invoice:${invoice.id}`)).toEqual([]);
    expect(
      (await asAdmin('PUT', '/api/admin/reminders/customers', { email: 'treasurer', paused: true })).statusCode,
    ).toBe(400);
  });
});
