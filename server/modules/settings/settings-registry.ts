/**
 * Every setting the owner can change: its key in shop_settings, the zod schema its value is read back with, the
 * value that holds while none is stored (or the stored one no longer reads), and how the audit log words it.
 * A new group of settings is one more entry here.
 */
import type { z } from 'zod';
import { formatUsd } from '../../../core/money';
import {
  OWNER_NOTICE_LABELS,
  ownerNoticeSettingsSchema,
  type OwnerNoticeSettings,
} from '../../../core/schemas/owner-notices';
import type { ReminderCadence } from '../../../core/reminder-cadence';
import { DEFAULT_REMINDER_CADENCE, reminderCadenceSchema } from '../../../core/schemas/reminders';
import {
  DEFAULT_FOLLOWUP_SETTINGS,
  DEFAULT_TOURNAMENT_CADENCE,
  followupSettingsSchema,
  tournamentCadenceSchema,
  type FollowupSettings,
} from '../../../core/schemas/followups';
import type { TournamentCadence } from '../../../core/tournament-cadence';
import { taxSplitSettingSchema, type TaxSplitSetting } from '../../../core/schemas/tax';
import { DEFAULT_TAX_SPLIT, TAX_SPLIT_LABELS } from '../../../core/tax-split';
import {
  SHOP_PROFILE_FIELDS,
  SHOP_PROFILE_LABELS,
  storedShopProfileSchema,
  type StoredShopProfile,
} from '../../../core/schemas/shop-profile';

export interface SettingDefinition<T> {
  schema: z.ZodType<T>;
  fallback: T;
  /** What the owner reads in the audit log: "Owner notices go to a@x.example; off: A deposit paid". */
  describe: (value: T) => string;
}

function define<T>(definition: SettingDefinition<T>): SettingDefinition<T> {
  return definition;
}

export const SETTINGS = {
  owner_notifications: define<OwnerNoticeSettings>({
    schema: ownerNoticeSettingsSchema,
    fallback: { recipients: [], off: [] },
    describe: (value) =>
      `Owner notices go to ${value.recipients.length ? value.recipients.join(', ') : 'the shop\u2019s sales address'}; ${
        value.off.length ? `off: ${value.off.map((kind) => OWNER_NOTICE_LABELS[kind]).join(', ')}` : 'every kind on'
      }`,
  }),
  // The shop's identity and contact details (modules/settings/shop-profile.ts); unsaved fields are the server's.
  shop_profile: define<StoredShopProfile>({
    schema: storedShopProfileSchema,
    fallback: {},
    describe: (value) =>
      `Shop settings: ${
        SHOP_PROFILE_FIELDS.filter((field) => value[field] !== undefined)
          .map(
            (field) =>
              `${SHOP_PROFILE_LABELS[field]} ${value[field] === '' ? '(none)' : `\u201c${value[field]}\u201d`}`,
          )
          .join(', ') || 'the server\u2019s values'
      }${value.shippingCents === undefined ? '' : `; shipping ${formatUsd(value.shippingCents)} an order`}`,
  }),
  // When the payment reminders go out (modules/reminders, core/reminder-cadence.ts).
  reminder_cadence: define<ReminderCadence>({
    schema: reminderCadenceSchema,
    fallback: DEFAULT_REMINDER_CADENCE,
    describe: (value) =>
      `Payment reminders: a balance ${value.balanceFirstBusinessDays} and ${value.balanceSecondBusinessDays} business days after it is due; an invoice ${value.invoiceDaysBefore} days before its due date, on it and ${value.invoiceDaysAfter} days after; then every ${value.repeatDays} days until paid`,
  }),
  // The follow-ups' switches (modules/followups, core/followup-cadence.ts).
  followup_settings: define<FollowupSettings>({
    schema: followupSettingsSchema,
    fallback: DEFAULT_FOLLOWUP_SETTINGS,
    describe: (value) =>
      `Follow-ups: the abandoned checkout reminder ${value.abandonedCheckout ? 'on' : 'off'}; unpaid quote reminders ${
        value.quoteReminders ? 'on' : 'off'
      }`,
  }),
  // The tournament calendar's steps (modules/tournaments, core/tournament-cadence.ts).
  tournament_cadence: define<TournamentCadence>({
    schema: tournamentCadenceSchema,
    fallback: DEFAULT_TOURNAMENT_CADENCE,
    describe: (value) =>
      `Tournament calendar: organisers are e-mailed ${value.firstWeeks} weeks before their event, ${value.standardWeeks} weeks before (the last day for standard production) and ${value.rushWeeks} weeks before (the last day for rush), each time with their own single-use ${value.discountPercent}% code`,
  }),
  // How a custom order's sales tax is split between its deposit and balance (core/tax-split.ts).
  tax_split: define<TaxSplitSetting>({
    schema: taxSplitSettingSchema,
    fallback: { split: DEFAULT_TAX_SPLIT },
    describe: (value) => `Custom orders' sales tax: ${TAX_SPLIT_LABELS[value.split].toLowerCase()}`,
  }),
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = (typeof SETTINGS)[K]['fallback'];
