/**
 * The campaign panels' toasts (accounts-admin-spec section 8): the result of a finished campaign with its final
 * counts, and a failure with the server's words, where a spec text in "Title - description" form keeps its own title.
 */
import type { CampaignDto } from '../../../../core/schemas/campaigns';
import { toast } from '../../../components/ui/use-toast';
import { adminErrorMessage } from '../admin-api';
import { splitMessage } from '../admin-toast';
import { campaignFinishedMessage } from './campaign-format';

/** The spec's result toast for a finished campaign: pass it as CampaignProgress's `onFinished`. */
export function toastCampaignFinished(campaign: CampaignDto) {
  const message = campaignFinishedMessage(campaign);
  if (!message) return;
  toast({ ...splitMessage(message), variant: campaign.status === 'completed' ? 'success' : 'default' });
}

/** "Invalid File - Please upload a CSV file." shows as it is; a plain message under `title`. */
export function toastCampaignFailure(error: unknown, fallback: string, title = 'Error') {
  const message = adminErrorMessage(error, fallback);
  const split = splitMessage(message);
  toast({
    variant: 'destructive',
    ...(split.description ? split : { title, description: message }),
  });
}
