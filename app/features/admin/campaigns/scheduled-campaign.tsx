/**
 * A campaign waiting for its send time, in the campaign list: "Scheduled for Nov 30, 2026, 9:00 AM" (the admin's
 * time zone, as every date of the admin), a new date and time (PUT /api/admin/campaigns/{id}/schedule, at least
 * 5 minutes ahead), or Cancel after a confirmation (nothing is sent).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { campaignResponseSchema, type CampaignDto } from '../../../../core/schemas/campaigns';
import { EMAIL_BLOCK_MESSAGES, SCHEDULE_MIN_AHEAD_MS } from '../../../../core/schemas/email-blocks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { adminSend } from '../admin-api';
import { toastFailure, toastSuccess } from '../admin-toast';
import { campaignWhen } from './campaign-format';
import { CAMPAIGNS_KEY, useCampaignAction } from './use-campaigns';

function useReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sendAt }: { id: number; sendAt: string }) =>
      adminSend('PUT', `/api/admin/campaigns/${id}/schedule`, { sendAt }, campaignResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

export function ScheduledCampaign({ campaign }: { campaign: CampaignDto }) {
  const reschedule = useReschedule();
  const action = useCampaignAction();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const when = campaign.scheduledAt ? campaignWhen(campaign.scheduledAt) : '';

  function save(event: FormEvent) {
    event.preventDefault();
    const at = new Date(value);
    if (value === '' || Number.isNaN(at.getTime()) || at.getTime() < Date.now() + SCHEDULE_MIN_AHEAD_MS) {
      setError(EMAIL_BLOCK_MESSAGES.sendAt);
      return;
    }
    setError(null);
    reschedule.mutate(
      { id: campaign.id, sendAt: at.toISOString() },
      {
        onSuccess: ({ campaign: moved }) => {
          setEditing(false);
          toastSuccess(`Campaign Moved - ${EMAIL_BLOCK_MESSAGES.scheduled(campaignWhen(moved.scheduledAt ?? ''))}.`);
        },
        onError: (failure) => toastFailure(failure, 'The send time could not be changed.'),
      },
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium text-slate-800">{EMAIL_BLOCK_MESSAGES.scheduled(when)}</p>
        <div className="ml-auto flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing((open) => !open)}>
            Change time
          </Button>
          <Button variant="outline" size="sm" onClick={() => setCancelling(true)}>
            Cancel campaign
          </Button>
        </div>
      </div>
      {editing ? (
        <form
          onSubmit={save}
          noValidate
          aria-label={`New send time for "${campaign.subject}"`}
          className="flex flex-wrap items-end gap-2"
        >
          <Field label="New send time" error={error} className="max-w-xs">
            {(control) => (
              <Input {...control} type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />
            )}
          </Field>
          <Button type="submit" size="sm" disabled={reschedule.isPending}>
            Save time
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={cancelling}
        title="Cancel the scheduled campaign?"
        description={`"${campaign.subject}" will not be sent.`}
        confirmLabel="Cancel campaign"
        cancelLabel="Keep it"
        pending={action.isPending}
        onConfirm={() =>
          action.mutate(
            { id: campaign.id, action: 'cancel' },
            {
              onError: (failure) => toastFailure(failure, 'The campaign could not be cancelled.'),
              onSettled: () => setCancelling(false),
            },
          )
        }
        onClose={() => setCancelling(false)}
      />
    </div>
  );
}
