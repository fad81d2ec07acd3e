/**
 * One campaign as it runs (accounts-admin-spec sections 2 and 7): what it is, its state, a progress bar read again
 * every second, the counts, and Pause / Resume / Cancel. The job runs on the server, so leaving the page loses
 * nothing; `onFinished` is called once when the campaign is seen completed or cancelled.
 */
import { Icon } from '../../../components/ui/icons';
import { useEffect, useRef, useState } from 'react';
import { CAMPAIGN_MESSAGES, type CampaignDto } from '../../../../core/schemas/campaigns';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toastFailure } from '../admin-toast';
import { ListError, ListLoading } from '../list-states';
import {
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_STATUS_LABELS,
  campaignCountsText,
  campaignSkippedText,
  campaignDone,
  campaignPercent,
  isLiveCampaign,
} from './campaign-format';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCampaign, useCampaignAction } from './use-campaigns';

const STATUS_BADGES: Record<CampaignDto['status'], BadgeVariant> = {
  scheduled: 'outline',
  running: 'secondary',
  paused: 'warning',
  cancelled: 'outline',
  completed: 'default',
};

export { toastCampaignFinished } from './campaign-toasts';

export function CampaignStatusBadge({ status }: { status: CampaignDto['status'] }) {
  return <Badge variant={STATUS_BADGES[status]}>{CAMPAIGN_STATUS_LABELS[status]}</Badge>;
}

export function CampaignProgressBar({ campaign }: { campaign: CampaignDto }) {
  const { counts } = campaign;
  const skipped = campaignSkippedText(campaign.skippedWhy);
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label="Campaign progress"
        aria-valuemin={0}
        aria-valuemax={counts.total}
        aria-valuenow={campaignDone(counts)}
        aria-valuetext={campaignCountsText(counts)}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
          style={{ width: `${campaignPercent(counts)}%` }}
        />
      </div>
      <p className="text-sm text-slate-700 tabular-nums">{campaignCountsText(counts)}</p>
      {skipped && <p className="text-sm text-slate-700">{skipped}</p>}
    </div>
  );
}

function CampaignControls({ campaign }: { campaign: CampaignDto }) {
  const action = useCampaignAction();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const run = (verb: 'pause' | 'resume' | 'cancel') =>
    action.mutate(
      { id: campaign.id, action: verb },
      {
        onSuccess: () => setConfirmCancel(false),
        onError: (error) =>
          toastFailure(error, 'The campaign could not be changed. Please try again.', CAMPAIGN_MESSAGES.campaignFailed),
      },
    );
  if (!isLiveCampaign(campaign)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {campaign.status === 'running' ? (
        <Button variant="outline" size="sm" disabled={action.isPending} onClick={() => run('pause')}>
          <Icon name="pause" className="size-4" aria-hidden="true" />
          Pause
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled={action.isPending} onClick={() => run('resume')}>
          <Icon name="play" className="size-4" aria-hidden="true" />
          Resume
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        disabled={action.isPending}
        onClick={() => setConfirmCancel(true)}
      >
        <Icon name="square" className="size-4" aria-hidden="true" />
        Cancel
      </Button>
      <ConfirmDialog
        open={confirmCancel}
        title="Cancel this campaign?"
        description="The e-mails not sent yet will not be sent. Those already sent cannot be called back."
        confirmLabel="Cancel campaign"
        cancelLabel="Keep sending"
        variant="destructive"
        pending={action.isPending}
        onConfirm={() => run('cancel')}
        onClose={() => setConfirmCancel(false)}
      />
    </div>
  );
}

export function CampaignProgress({
  campaignId,
  onFinished,
}: {
  campaignId: number;
  onFinished?: (campaign: CampaignDto) => void;
}) {
  const query = useCampaign(campaignId);
  const campaign = query.data?.campaign;
  const finished = campaign !== undefined && !isLiveCampaign(campaign);
  const reported = useRef<number | null>(null);
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });

  useEffect(() => {
    if (!finished || !campaign || reported.current === campaign.id) return;
    reported.current = campaign.id;
    onFinishedRef.current?.(campaign);
  }, [finished, campaign]);

  if (query.isPending) return <ListLoading>Loading the campaign...</ListLoading>;
  if (query.isError || !campaign) {
    return (
      <ListError
        error={query.error}
        fallback="We could not load the campaign's progress."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const titleId = `campaign-${campaign.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
          <span className="text-slate-600">{CAMPAIGN_KIND_LABELS[campaign.kind]}:</span> {campaign.subject}
        </h3>
        {campaign.isTest ? <Badge variant="outline">Test</Badge> : null}
        <span role="status" className="ml-auto">
          {campaign.status === 'running' ? (
            <Icon name="loader-circle" className="mr-1 inline size-4 animate-spin text-brand-700" aria-hidden="true" />
          ) : null}
          <CampaignStatusBadge status={campaign.status} />
        </span>
      </div>
      <CampaignProgressBar campaign={campaign} />
      <CampaignControls campaign={campaign} />
    </section>
  );
}
