/**
 * The tournament campaign's configuration (accounts-admin-spec sections 3 and 5): subject, promo code (uppercased) and
 * a discount above 0, at most 50; a blank one is 'Invalid Data'.
 */
import type { z } from 'zod';
import { CAMPAIGN_MESSAGES, tournamentCampaignBodySchema } from '../../../../core/schemas/campaigns';
import { parseCampaignForm } from '../campaigns/campaign-form-values';

export interface TournamentCampaignValues {
  emailSubject: string;
  promoCode: string;
  discountPercent: string;
  uniqueCodes: boolean;
}

export type TournamentCampaignBody = z.output<typeof tournamentCampaignBodySchema>;

export const EMPTY_TOURNAMENT_CAMPAIGN: TournamentCampaignValues = {
  emailSubject: '',
  promoCode: '',
  discountPercent: '',
  uniqueCodes: false,
};

export function tournamentCampaignBody(values: TournamentCampaignValues) {
  return parseCampaignForm(
    tournamentCampaignBodySchema,
    values,
    ['emailSubject', 'promoCode', 'discountPercent'],
    CAMPAIGN_MESSAGES.tournamentInvalid,
  );
}
