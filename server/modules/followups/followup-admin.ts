/** What the owner does with the follow-ups: switch each on or off (the followup_settings setting, audited). */
import type { FollowupSettings } from '../../../core/schemas/followups';
import type { CurrentUser } from '../../current-user';
import type { Database } from '../../db/client';
import type { SettingsService } from '../settings';

export function createFollowupAdmin(deps: { db: Database; settings: SettingsService }) {
  const { db, settings } = deps;
  return {
    settings: (): Promise<FollowupSettings> => settings.get('followup_settings'),
    save: (value: FollowupSettings, actor: CurrentUser, ip: string): Promise<FollowupSettings> =>
      db.transaction((tx) => settings.put(tx, 'followup_settings', value, actor, ip)),
  };
}

export type FollowupAdmin = ReturnType<typeof createFollowupAdmin>;
