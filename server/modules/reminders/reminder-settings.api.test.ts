/**
 * The owner's reminder cadence in Settings: the defaults, every field at least a day (the field's message), saved
 * audited, and the job following the saved value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../core/dates';
import { DEFAULT_REMINDER_CADENCE } from '../../../core/reminder-cadence';
import { signInAdmin } from '../../../tests/helpers/admin';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { outbox } from '../../db/schema';

const URL = '/api/admin/settings/reminders';
let clock: Date | null = null;
let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock ?? new Date() });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const put = (payload: object, cookie = admin) =>
  t.app.inject({ method: 'PUT', url: URL, headers: { cookie }, payload });
const get = (cookie = admin) => t.app.inject({ method: 'GET', url: URL, headers: { cookie } });

describe('the reminder cadence', () => {
  it('is the admin’s only, and starts at 2 and 5 business days, 3 days before, 7 after, then weekly', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await put(DEFAULT_REMINDER_CADENCE, '')).statusCode).toBe(401);
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      balanceFirstBusinessDays: 2,
      balanceSecondBusinessDays: 5,
      invoiceDaysBefore: 3,
      invoiceDaysAfter: 7,
      repeatDays: 7,
    });
  });

  it('refuses a step below one day, a fraction, a second reminder before the first (the field’s message)', async () => {
    const cases: Array<[object, string, string]> = [
      [{ repeatDays: 0 }, 'repeatDays', 'At least 1 day'],
      [{ invoiceDaysBefore: -3 }, 'invoiceDaysBefore', 'At least 1 day'],
      [{ invoiceDaysAfter: 1.5 }, 'invoiceDaysAfter', 'A whole number of days'],
      [{ repeatDays: '7' }, 'repeatDays', 'A whole number of days'],
      [{ repeatDays: 366 }, 'repeatDays', 'At most 365 days'],
      [{ balanceSecondBusinessDays: 2 }, 'balanceSecondBusinessDays', 'The second reminder comes after the first'],
    ];
    for (const [change, field, message] of cases) {
      const res = await put({ ...DEFAULT_REMINDER_CADENCE, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ message, issues: [{ path: `body.${field}`, message }] });
    }
    expect((await get()).json()).toEqual(DEFAULT_REMINDER_CADENCE);
  });

  it('is saved audited, and the job follows it', async () => {
    const saved = await put({ ...DEFAULT_REMINDER_CADENCE, invoiceDaysBefore: 1, repeatDays: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get()).json()).toMatchObject({ invoiceDaysBefore: 1, repeatDays: 1 });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=shop_settings&entityId=reminder_cadence',
      headers: { cookie: admin },
    });
    expect(audit.json().entries[0].details.summary).toBe(
      'Payment reminders: a balance 2 and 5 business days after it is due; an invoice 1 days before its due date, on it and 7 days after; then every 1 days until paid',
    );

    const dueDate = addDays(isoDate(new Date()), 6);
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/api/send-invoice',
      headers: { cookie: admin },
      payload: {
        customerName: 'Dana Lee',
        customerEmail: 'dana@club.example',
        items: [{ description: 'Pins', amount: 90 }],
        dueDate,
      },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const reminders = async () =>
      (await t.database.db.select().from(outbox)).filter((row) => row.payload.reminder !== undefined);
    for (const [day, count] of [
      [addDays(dueDate, -2), 0],
      [addDays(dueDate, -1), 1],
      [dueDate, 2],
      [addDays(dueDate, 6), 2],
      [addDays(dueDate, 7), 3],
      [addDays(dueDate, 8), 4],
    ] as const) {
      clock = new Date(`${day}T10:00:00Z`);
      await t.app.services.reminders.runOnce();
      expect(await reminders(), day).toHaveLength(count);
    }
  });
});
