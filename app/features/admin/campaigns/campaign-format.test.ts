import { describe, expect, it } from 'vitest';
import type { CampaignDto } from '../../../../core/schemas/campaigns';
import { campaignCountsText, campaignDone, campaignFinishedMessage, campaignPercent } from './campaign-format';

function campaign(overrides: Partial<CampaignDto> = {}): CampaignDto {
  return {
    id: 1,
    kind: 'marketing',
    subject: 'Spring pins',
    status: 'completed',
    isTest: false,
    discountCode: null,
    discountPercent: null,
    uniqueCodes: false,
    ratePerSecond: 10,
    counts: { total: 10, sent: 6, failed: 1, skipped: 2, cancelled: 0, remaining: 1 },
    skippedWhy: [],
    createdAt: '2026-11-22T10:00:00.000Z',
    finishedAt: null,
    scheduledAt: null,
    ...overrides,
  };
}

describe('campaign progress', () => {
  it('counts every recipient dealt with, cancelled ones included, as done', () => {
    const counts = { total: 10, sent: 4, failed: 1, skipped: 2, cancelled: 3, remaining: 0 };
    expect(campaignDone(counts)).toBe(10);
    expect(campaignPercent(counts)).toBe(100);
    expect(campaignPercent({ ...counts, sent: 0, failed: 0, skipped: 0, cancelled: 1, remaining: 9 })).toBe(10);
  });

  it('shows the counts as the admin reads them', () => {
    expect(campaignCountsText(campaign().counts)).toBe('Sent 6 · Failed 1 · Skipped 2 of 10');
  });

  it('treats a campaign with nobody to send to as done rather than dividing by zero', () => {
    expect(campaignPercent({ total: 0, sent: 0, failed: 0, skipped: 0, cancelled: 0, remaining: 0 })).toBe(100);
  });
});

describe('campaign result toast', () => {
  it("gives a mass discount e-mail the spec's Mass Email text with sent and failed", () => {
    expect(campaignFinishedMessage(campaign({ kind: 'discount' }))).toBe(
      'Mass Email Campaign Completed - Sent 6 emails successfully. 1 failed.',
    );
  });

  it('gives the other kinds sent, failed and skipped', () => {
    for (const kind of ['marketing', 'vip', 'tournament'] as const) {
      expect(campaignFinishedMessage(campaign({ kind }))).toBe(
        'Campaign Completed - Sent 6 emails. 1 failed, 2 skipped.',
      );
    }
  });

  it('says how many had been sent when cancelled, and nothing while the campaign runs', () => {
    expect(campaignFinishedMessage(campaign({ status: 'cancelled', kind: 'discount' }))).toBe(
      'Campaign Cancelled - 6 emails had been sent.',
    );
    expect(campaignFinishedMessage(campaign({ status: 'running' }))).toBeNull();
    expect(campaignFinishedMessage(campaign({ status: 'paused' }))).toBeNull();
  });
});
