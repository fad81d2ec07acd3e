/**
 * Settings: the follow-ups (the abandoned checkout reminder and the unpaid quote reminders, each on or off) and the
 * tournament calendar's cadence (weeks before each event, and the percentage of each organiser's own code).
 */
import { useState, type FormEvent } from 'react';
import {
  FOLLOWUP_LABELS,
  FOLLOWUP_MESSAGES,
  TOURNAMENT_CADENCE_LABELS,
  tournamentCadenceSchema,
  type FollowupSettings,
} from '../../../../core/schemas/followups';
import type { TournamentCadence } from '../../../../core/tournament-cadence';
import { Button } from '../../../components/ui/button';
import { toastFailure, toastSuccess } from '../admin-toast';
import { NumberFieldsForm } from '../settings/number-fields-form';
import { Loaded, SettingsPanel as Panel } from '../settings/settings-panel';
import { followupSettings, tournamentCadence } from './use-followups';

const HINTS: Record<keyof FollowupSettings, string> = {
  abandonedCheckout:
    'One e-mail with the link back to the cart when a checkout is left at PayPal for 4 hours (never after it is paid).',
  quoteReminders: 'E-mails 3 and 10 days after you answer a quote, until its deposit is paid.',
};

function SwitchesForm({ value }: { value: FollowupSettings }) {
  const [switches, setSwitches] = useState(value);
  const save = followupSettings.useSave();
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(switches, {
      onSuccess: (saved) => {
        setSwitches(saved);
        toastSuccess(FOLLOWUP_MESSAGES.saved);
      },
      onError: (failure) => toastFailure(failure, 'Could not save the follow-up settings.'),
    });
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {(Object.keys(FOLLOWUP_LABELS) as Array<keyof FollowupSettings>).map((key) => (
        <div key={key} className="flex items-start gap-3 text-sm text-slate-800">
          <input
            id={`followup-${key}`}
            type="checkbox"
            checked={switches[key]}
            aria-describedby={`followup-${key}-hint`}
            onChange={(event) => setSwitches((s) => ({ ...s, [key]: event.target.checked }))}
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
          />
          <div>
            <label htmlFor={`followup-${key}`} className="font-medium">
              {FOLLOWUP_LABELS[key]}
            </label>
            <p id={`followup-${key}-hint`} className="text-slate-600">
              {HINTS[key]}
            </p>
          </div>
        </div>
      ))}
      <Button type="submit" disabled={save.isPending} className="self-start">
        Update follow-ups
      </Button>
    </form>
  );
}

export function FollowupSettingsPanel() {
  const query = followupSettings.useValue();
  return (
    <Panel
      id="followup-settings-title"
      title="Follow-ups"
      intro="Reminders that bring customers back. Addresses on the suppression list never get them."
    >
      <Loaded query={query} what="follow-up settings">
        {(value) => <SwitchesForm value={value} />}
      </Loaded>
    </Panel>
  );
}

function CadenceForm({ value }: { value: TournamentCadence }) {
  const save = tournamentCadence.useSave();
  return (
    <NumberFieldsForm<TournamentCadence>
      value={value}
      labels={TOURNAMENT_CADENCE_LABELS}
      schema={tournamentCadenceSchema}
      save={save}
      submitLabel="Update tournament calendar"
      savedMessage={FOLLOWUP_MESSAGES.cadenceSaved}
      failedMessage="Could not save the tournament calendar."
    />
  );
}

export function TournamentCadencePanel() {
  const query = tournamentCadence.useValue();
  return (
    <Panel
      id="tournament-cadence-title"
      title="Tournament calendar"
      intro="Organisers on your tournament lists are e-mailed these weeks before their event, each time with their own single-use code, until they order."
    >
      <Loaded query={query} what="tournament calendar settings">
        {(value) => <CadenceForm value={value} />}
      </Loaded>
    </Panel>
  );
}
