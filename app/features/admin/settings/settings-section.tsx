/**
 * Settings: the shop's name and contact details (what the storefront and every e-mail show), when payment reminders
 * go out, the follow-ups and the tournament calendar's cadence, and the demo data's removal. Secrets (PayPal, SMTP, storage) stay in the server's environment.
 */
import { ListError, ListLoading } from '../list-states';
import { FollowupSettingsPanel, TournamentCadencePanel } from '../followups/followup-panels';
import { ReminderCadencePanel } from '../reminders/reminder-cadence-form';
import { DemoDataPanel } from './demo-data-panel';
import { ShopSettingsForm } from './shop-settings-form';
import { useShopSettings } from './use-shop-settings';

export function SettingsSection() {
  const query = useShopSettings();
  return (
    <section aria-labelledby="settings-title" className="flex flex-col gap-6">
      <div>
        <h2 id="settings-title" className="text-2xl font-bold text-slate-900">
          Settings
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Your shop&apos;s name and contact details, shown on every page and in every e-mail.
        </p>
      </div>
      {query.isPending ? (
        <ListLoading>Loading the settings...</ListLoading>
      ) : query.isError ? (
        <ListError
          error={query.error}
          fallback="We could not load the settings."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ShopSettingsForm settings={query.data} />
      )}
      <ReminderCadencePanel />
      <FollowupSettingsPanel />
      <TournamentCadencePanel />
      <DemoDataPanel />
    </section>
  );
}
