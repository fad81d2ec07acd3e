/**
 * The latest campaigns (of one kind, or all), newest first, with their state and counts. A running or paused one
 * shows its live progress and controls, so a campaign started before a page reload can still be followed and stopped.
 */
import { CAMPAIGN_MESSAGES, type CampaignDto, type CampaignKind } from '../../../../core/schemas/campaigns';
import { Badge } from '../../../components/ui/badge';
import { ListError, ListLoading } from '../list-states';
import { CAMPAIGN_KIND_LABELS, campaignCountsText, campaignWhen, isLiveCampaign } from './campaign-format';
import { CampaignProgress, CampaignStatusBadge } from './campaign-progress';
import { ScheduledCampaign } from './scheduled-campaign';
import { useCampaigns } from './use-campaigns';

function CampaignRow({ campaign }: { campaign: CampaignDto }) {
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:px-5">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-medium break-words text-slate-900">
          <span className="text-slate-600">{CAMPAIGN_KIND_LABELS[campaign.kind]}:</span> {campaign.subject}
        </p>
        {campaign.isTest ? <Badge variant="outline">Test</Badge> : null}
        <span className="ml-auto">
          <CampaignStatusBadge status={campaign.status} />
        </span>
      </div>
      {campaign.status === 'scheduled' ? <ScheduledCampaign campaign={campaign} /> : null}
      <p className="text-sm text-slate-600 tabular-nums">
        {campaignCountsText(campaign.counts)}
        {campaign.discountCode ? ` · Code ${campaign.discountCode}` : ''} · {campaignWhen(campaign.createdAt)}
      </p>
    </li>
  );
}

export interface CampaignListProps {
  kind?: CampaignKind;
  /** A campaign whose progress the page already shows elsewhere: listed as a plain row, not a second progress bar. */
  watching?: number | null;
  /** The list's heading (an h3). */
  title?: string;
}

export function CampaignList({ kind, watching = null, title = 'Recent campaigns' }: CampaignListProps) {
  const query = useCampaigns(kind);
  const headingId = `campaign-list-${kind ?? 'all'}`;
  let body;
  if (query.isPending) body = <ListLoading>Loading campaigns...</ListLoading>;
  else if (query.isError) {
    body = (
      <ListError error={query.error} fallback="We could not load the campaigns." onRetry={() => void query.refetch()} />
    );
  } else if (query.data.campaigns.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-600">
        {CAMPAIGN_MESSAGES.noCampaigns}
      </p>
    );
  } else {
    body = (
      <ul aria-labelledby={headingId} className="flex flex-col gap-3">
        {query.data.campaigns.map((campaign) =>
          isLiveCampaign(campaign) && campaign.id !== watching ? (
            <li key={campaign.id}>
              <CampaignProgress campaignId={campaign.id} />
            </li>
          ) : (
            <CampaignRow key={campaign.id} campaign={campaign} />
          ),
        )}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {body}
    </section>
  );
}
