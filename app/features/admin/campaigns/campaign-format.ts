/**
 * What the campaign views say about a campaign (accounts-admin-spec sections 2 and 8): its kind and state in words,
 * how far it has got, and the result toast's text once it has finished.
 */
import {
  CAMPAIGN_MESSAGES,
  type CampaignCounts,
  type CampaignDto,
  type CampaignKind,
  type CampaignStatus,
} from '../../../../core/schemas/campaigns';
import { formatDateTime } from '../../../../core/en-us-clock';

export const CAMPAIGN_KIND_LABELS: Record<CampaignKind, string> = {
  marketing: 'Marketing e-mail',
  discount: 'Mass discount e-mail',
  vip: 'VIP campaign',
  tournament: 'Tournament campaign',
};

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  scheduled: 'Scheduled',
  running: 'Sending',
  paused: 'Paused',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** Running or paused: the job still has work to do. */
export function isLiveCampaign(campaign: Pick<CampaignDto, 'status'>): boolean {
  return campaign.status === 'running' || campaign.status === 'paused';
}

/** Recipients dealt with, one way or another: the progress bar's value. */
export function campaignDone(counts: CampaignCounts): number {
  return counts.sent + counts.failed + counts.skipped + counts.cancelled;
}

/** "Sent 3 · Failed 0 · Skipped 1 of 10" */
export function campaignCountsText(counts: CampaignCounts): string {
  return `Sent ${counts.sent} · Failed ${counts.failed} · Skipped ${counts.skipped} of ${counts.total}`;
}

/** "Skipped: 2 unsubscribed, 1 never a customer and never agreed to marketing e-mail" (null when none was). */
export function campaignSkippedText(skippedWhy: CampaignDto['skippedWhy']): string | null {
  if (skippedWhy.length === 0) return null;
  return `Skipped: ${skippedWhy.map((s) => `${s.count} ${s.words}`).join(', ')}`;
}

/** A whole percent for the bar's width (a campaign with nobody to send to counts as done). */
export function campaignPercent(counts: CampaignCounts): number {
  if (counts.total <= 0) return 100;
  return Math.min(100, Math.round((campaignDone(counts) / counts.total) * 100));
}

/** The result toast's text for a finished campaign, or null while it still runs. */
export function campaignFinishedMessage(campaign: CampaignDto): string | null {
  const { sent, failed, skipped } = campaign.counts;
  if (campaign.status === 'cancelled') return CAMPAIGN_MESSAGES.campaignCancelled(sent);
  if (campaign.status !== 'completed') return null;
  if (campaign.kind === 'discount') return CAMPAIGN_MESSAGES.massEmailCompleted(sent, failed);
  return CAMPAIGN_MESSAGES.campaignCompleted(sent, failed, skipped);
}

/** "Nov 22, 2026, 3:04 PM" */
export function campaignWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date, 'local');
}
