import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../../core/schemas/campaigns';
import { EMPTY_TOURNAMENT_CAMPAIGN, tournamentCampaignBody } from './tournament-form-values';

const filled = {
  emailSubject: ' Pins for your 2026 tournament ',
  promoCode: 'tourney15',
  discountPercent: '15',
  uniqueCodes: false,
};

describe('tournament campaign form', () => {
  it('sends the trimmed subject, the code uppercased and the discount as a number', () => {
    expect(tournamentCampaignBody(filled)).toEqual({
      body: {
        emailSubject: 'Pins for your 2026 tournament',
        promoCode: 'TOURNEY15',
        discountPercent: 15,
        uniqueCodes: false,
      },
    });
  });

  it("says 'Invalid Data' at each blank field", () => {
    expect(tournamentCampaignBody(EMPTY_TOURNAMENT_CAMPAIGN)).toEqual({
      errors: {
        emailSubject: CAMPAIGN_MESSAGES.tournamentInvalid,
        promoCode: CAMPAIGN_MESSAGES.tournamentInvalid,
        discountPercent: CAMPAIGN_MESSAGES.tournamentInvalid,
      },
    });
  });

  it('refuses a discount of 0 or above 50, and a line break in the subject', () => {
    expect(tournamentCampaignBody({ ...filled, discountPercent: '0' })).toEqual({
      errors: { discountPercent: CAMPAIGN_MESSAGES.discountRange },
    });
    expect(tournamentCampaignBody({ ...filled, discountPercent: '75' })).toEqual({
      errors: { discountPercent: CAMPAIGN_MESSAGES.discountRange },
    });
    expect(tournamentCampaignBody({ ...filled, emailSubject: 'Hi\nBcc: all@example.com' })).toEqual({
      errors: { emailSubject: CAMPAIGN_MESSAGES.lineBreaks },
    });
  });
});
