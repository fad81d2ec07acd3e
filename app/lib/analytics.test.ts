import { describe, expect, it } from 'vitest';
import { ANALYTICS_MAX_BATCH } from '../../core/schemas/analytics';
import { ANALYTICS_BATCH_LIMIT, trackingRefused } from './analytics';

const nav = (values: Record<string, unknown>) => values as unknown as Navigator;

describe('trackingRefused', () => {
  it('honours Do Not Track and Global Privacy Control', () => {
    expect(trackingRefused(nav({ doNotTrack: '1' }))).toBe(true);
    expect(trackingRefused(nav({ msDoNotTrack: '1' }))).toBe(true);
    expect(trackingRefused(nav({}), { doNotTrack: '1' })).toBe(true);
    expect(trackingRefused(nav({ globalPrivacyControl: true }))).toBe(true);
  });

  it('tracks when neither is set', () => {
    expect(trackingRefused(nav({ doNotTrack: null }))).toBe(false);
    expect(trackingRefused(nav({ doNotTrack: '0', globalPrivacyControl: false }))).toBe(false);
  });
});

describe('the batch size', () => {
  it('is the most events the server takes in one request', () => {
    expect(ANALYTICS_BATCH_LIMIT).toBe(ANALYTICS_MAX_BATCH);
  });
});
