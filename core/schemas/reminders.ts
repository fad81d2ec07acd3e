/**
 * Payment reminders as the admin reads and sets them: the cadence (the reminder_cadence setting, GET and PUT
 * /api/admin/settings/reminders) and the pauses per order and per customer (/api/admin/reminders/...).
 */
import { z } from 'zod';
import { DEFAULT_REMINDER_CADENCE, type ReminderCadence } from '../reminder-cadence';

export const REMINDER_MESSAGES = {
  atLeastOneDay: 'At least 1 day',
  atMost: 'At most 365 days',
  wholeDays: 'A whole number of days',
  secondAfterFirst: 'The second reminder comes after the first',
  saved: 'Reminder settings saved',
  paused: 'Reminders paused',
  resumed: 'Reminders on',
} as const;

const days = z
  .number({ error: REMINDER_MESSAGES.wholeDays })
  .int(REMINDER_MESSAGES.wholeDays)
  .min(1, REMINDER_MESSAGES.atLeastOneDay)
  .max(365, REMINDER_MESSAGES.atMost);

/** The cadence as stored and as PUT takes it; every field at least one day. */
export const reminderCadenceSchema = z
  .object({
    balanceFirstBusinessDays: days,
    balanceSecondBusinessDays: days,
    invoiceDaysBefore: days,
    invoiceDaysAfter: days,
    repeatDays: days,
  })
  .refine((value) => value.balanceSecondBusinessDays > value.balanceFirstBusinessDays, {
    path: ['balanceSecondBusinessDays'],
    message: REMINDER_MESSAGES.secondAfterFirst,
  }) satisfies z.ZodType<ReminderCadence>;

export { DEFAULT_REMINDER_CADENCE };

/** What the owner reads for each field (the Settings form, the audit row). */
export const REMINDER_CADENCE_LABELS: Record<keyof ReminderCadence, string> = {
  balanceFirstBusinessDays: 'First balance reminder (business days after it is due)',
  balanceSecondBusinessDays: 'Second balance reminder (business days after it is due)',
  invoiceDaysBefore: 'Invoice reminder (days before its due date)',
  invoiceDaysAfter: 'Overdue invoice reminder (days after its due date)',
  repeatDays: 'Then every (days), until paid',
};

/** The things a reminder is about: a custom order's balance, or an invoice (manual or NET 30). */
export const REMINDED_OWNER_KINDS = ['custom-order', 'invoice'] as const;
export type RemindedOwnerKind = (typeof REMINDED_OWNER_KINDS)[number];

export const reminderOwnerParamsSchema = z.object({
  kind: z.enum(REMINDED_OWNER_KINDS, { error: 'Reminders are kept for a custom order or an invoice' }),
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647, 'id is too large'),
});

export const reminderPauseBodySchema = z.object({ paused: z.boolean({ error: 'paused: true or false' }) });

export const customerReminderQuerySchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: 'An e-mail address' })),
});

export const customerReminderBodySchema = customerReminderQuerySchema.extend(reminderPauseBodySchema.shape);

export const reminderSentSchema = z.object({
  lineKey: z.string(),
  step: z.number().int(),
  toAddress: z.string(),
  sentAt: z.string(),
});

/** An order's reminders: paused or not, and those sent. */
export const orderRemindersSchema = z.object({ paused: z.boolean(), sent: z.array(reminderSentSchema) });
export type OrderReminders = z.infer<typeof orderRemindersSchema>;

export const customerRemindersSchema = z.object({ email: z.string(), paused: z.boolean() });
export type CustomerReminders = z.infer<typeof customerRemindersSchema>;
