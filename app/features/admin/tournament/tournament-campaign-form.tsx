/**
 * The tournament campaign's configuration (accounts-admin-spec sections 2, 5 and 7): subject, promo code, discount and
 * single-use codes. Sending asks first, with the number of organizers on the list uploaded last.
 */
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { CAMPAIGN_MESSAGES } from '../../../../core/schemas/campaigns';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../admin-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useContactSummary, useStartCampaign } from '../campaigns/use-campaigns';
import type { FieldErrors } from '../campaigns/campaign-form-values';
import { focusFirstInvalid } from '../campaigns/focus-first-invalid';
import { OfferFields, UniqueCodesCheckbox } from '../campaigns/offer-fields';
import {
  EMPTY_TOURNAMENT_CAMPAIGN,
  tournamentCampaignBody,
  type TournamentCampaignBody,
  type TournamentCampaignValues,
} from './tournament-form-values';

export function TournamentCampaignForm({ onStarted }: { onStarted: (campaignId: number) => void }) {
  const [values, setValues] = useState(EMPTY_TOURNAMENT_CAMPAIGN);
  const [errors, setErrors] = useState<FieldErrors<keyof TournamentCampaignValues>>({});
  const [confirming, setConfirming] = useState<{ body: TournamentCampaignBody; count: number } | null>(null);
  const summary = useContactSummary();
  const start = useStartCampaign<TournamentCampaignBody>('/api/send-tournament-campaign');
  const change = (next: Partial<TournamentCampaignValues>) => setValues((current) => ({ ...current, ...next }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = tournamentCampaignBody(values);
    setErrors('errors' in result ? result.errors : {});
    if ('errors' in result) return focusFirstInvalid(event.currentTarget);
    const list = summary.data?.tournamentList;
    if (!list) {
      toast({
        variant: 'destructive',
        title: CAMPAIGN_MESSAGES.campaignFailed,
        description: CAMPAIGN_MESSAGES.noTournamentList,
      });
      return;
    }
    setConfirming({ body: result.body, count: list.count });
  }

  function send(body: TournamentCampaignBody) {
    start.mutate(body, {
      onSuccess: ({ campaign }) => {
        setConfirming(null);
        onStarted(campaign.id);
      },
      onError: (error) => {
        setConfirming(null);
        toastFailure(error, 'The tournament campaign could not be started.', CAMPAIGN_MESSAGES.campaignFailed);
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="tournament-campaign-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="tournament-campaign-title" className="text-lg font-semibold text-slate-900">
        Campaign configuration
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Email subject" required error={errors.emailSubject}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={values.emailSubject}
              onChange={(event) => change({ emailSubject: event.target.value })}
            />
          )}
        </Field>
        <OfferFields values={values} errors={errors} onChange={change} />
      </div>
      <UniqueCodesCheckbox checked={values.uniqueCodes} onChange={(uniqueCodes) => change({ uniqueCodes })} />
      <Button type="submit" className="self-start" disabled={start.isPending}>
        {start.isPending ? (
          <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Icon name="send" className="size-4" aria-hidden="true" />
        )}
        Send Tournament Campaign
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        title="Send the tournament campaign?"
        description={CAMPAIGN_MESSAGES.tournamentConfirm(confirming?.count ?? 0)}
        confirmLabel="Send Campaign"
        pending={start.isPending}
        onConfirm={() => (confirming ? send(confirming.body) : undefined)}
        onClose={() => setConfirming(null)}
      />
    </form>
  );
}
