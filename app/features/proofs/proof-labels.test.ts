import { describe, expect, it } from 'vitest';
import type { ProofFeedbackEntry, ProofVersion } from '../../../core/schemas/proofs';
import { approvedVersion, feedbackTitle, formatDay, isPdf } from './proof-labels';

function version(number: number, approvedAt: string | null = null): ProofVersion {
  return {
    id: number,
    version: number,
    fileUrl: `/uploads/v${number}.png`,
    fileName: `v${number}.png`,
    fileType: 'image/png',
    previewUrl: `/uploads/v${number}.png`,
    note: null,
    createdAt: '2027-03-01T10:00:00.000Z',
    current: false,
    approvedAt,
    approvedByEmail: approvedAt ? 'ann@example.com' : null,
  };
}

const turn = (kind: ProofFeedbackEntry['kind'], v: number | null) => ({ kind, version: v });

describe('formatDay', () => {
  it('writes a calendar day without moving it by a time zone', () => {
    expect(formatDay('2027-03-01')).toBe('March 1, 2027');
    expect(formatDay('not a day')).toBe('not a day');
  });
});

describe('feedbackTitle', () => {
  it('names what happened to which version', () => {
    expect(feedbackTitle(turn('changes_requested', 1))).toBe('Changes requested on version 1');
    expect(feedbackTitle(turn('approved', 2))).toBe('Approved on version 2');
    expect(feedbackTitle(turn('reopened', 2))).toBe('Reopened by the studio');
  });
});

describe('approvedVersion', () => {
  const versions = [version(1), version(2, '2027-03-02T10:00:00.000Z')];

  it('is the version of the standing approval', () => {
    expect(approvedVersion(versions, [turn('changes_requested', 1), turn('approved', 2)])?.version).toBe(2);
  });

  it('is none while nothing was approved, or after the studio reopened the order', () => {
    expect(approvedVersion([version(1)], [turn('changes_requested', 1)])).toBeNull();
    expect(
      approvedVersion(versions, [turn('approved', 2), turn('reopened', 2), turn('changes_requested', 2)]),
    ).toBeNull();
  });
});

describe('isPdf', () => {
  it('tells a PDF (shown by its first page) from an image', () => {
    expect(isPdf({ fileType: 'application/pdf' })).toBe(true);
    expect(isPdf({ fileType: 'image/svg+xml' })).toBe(false);
  });
});
