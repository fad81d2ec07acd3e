/**
 * The Notifications form's values and the body it sends: the text box's addresses (commas, semicolons, spaces or new
 * lines between them) checked by the schema the server checks them with, so a bad one is named before it is sent.
 */
import {
  OWNER_NOTICE_KINDS,
  ownerNoticeSettingsSchema,
  splitRecipients,
  type OwnerNoticeKind,
  type OwnerNoticeSettings,
} from '../../../../core/schemas/owner-notices';

export interface NotificationFormValues {
  recipients: string;
  /** Each kind's checkbox: true sends its notice. */
  on: Record<OwnerNoticeKind, boolean>;
}

export function formValues(settings: OwnerNoticeSettings): NotificationFormValues {
  return {
    recipients: settings.recipients.join('\n'),
    on: Object.fromEntries(OWNER_NOTICE_KINDS.map((kind) => [kind, !settings.off.includes(kind)])) as Record<
      OwnerNoticeKind,
      boolean
    >,
  };
}

export function notificationBody(values: NotificationFormValues): { body: OwnerNoticeSettings } | { error: string } {
  const parsed = ownerNoticeSettingsSchema.safeParse({
    recipients: splitRecipients(values.recipients),
    off: OWNER_NOTICE_KINDS.filter((kind) => !values.on[kind]),
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Please check the addresses' };
  return { body: parsed.data };
}
