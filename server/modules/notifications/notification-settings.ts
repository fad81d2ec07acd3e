/** The owner's choices for the notices (who gets them, which kinds are off), read and saved for the admin. */
import {
  uniqueRecipients,
  type OwnerNoticeSettings,
  type OwnerNoticeSettingsView,
} from '../../../core/schemas/owner-notices';
import type { ShopIdentity } from '../../config';
import type { Database } from '../../db/client';
import type { CurrentUser } from '../../current-user';
import type { SettingsService } from '../settings';

export function createNotificationSettings(deps: { db: Database; settings: SettingsService; shop: ShopIdentity }) {
  const { db, settings, shop } = deps;
  const view = (value: OwnerNoticeSettings): OwnerNoticeSettingsView => ({
    ...value,
    defaultRecipient: shop.salesEmail,
  });

  return {
    async read(): Promise<OwnerNoticeSettingsView> {
      return view(await settings.get('owner_notifications'));
    },

    /** Saved as given, each address once and each kind once; audited in the same transaction. */
    async save(input: OwnerNoticeSettings, actor: CurrentUser, ip: string): Promise<OwnerNoticeSettingsView> {
      const value: OwnerNoticeSettings = {
        recipients: uniqueRecipients(input.recipients),
        off: [...new Set(input.off)],
      };
      return view(await db.transaction((tx) => settings.put(tx, 'owner_notifications', value, actor, ip)));
    },
  };
}

export type NotificationSettings = ReturnType<typeof createNotificationSettings>;
