/**
 * How the proof page words dates and the conversation. Calendar days (the event, the last day to approve) are
 * formatted in UTC, where core/dates keeps them, so no time zone moves them and the server's render matches the
 * browser's.
 */
import type { ProofFeedbackEntry, ProofVersion } from '../../../core/schemas/proofs';
import { formatCalendarDay } from '../../../core/en-us-dates';

/** "March 3, 2027" from 'YYYY-MM-DD'. */
export function formatDay(isoDay: string): string {
  return formatCalendarDay(isoDay, 'long');
}

/** What one entry of the conversation says happened. */
export function feedbackTitle(entry: Pick<ProofFeedbackEntry, 'kind' | 'version'>): string {
  const version = entry.version === null ? '' : ` on version ${entry.version}`;
  switch (entry.kind) {
    case 'changes_requested':
      return `Changes requested${version}`;
    case 'approved':
      return `Approved${version}`;
    case 'reopened':
      return 'Reopened by the studio';
  }
}

/**
 * The version the customer approved, while that approval stands: the latest approval or reopening decides (as the
 * server's lock does), so a version approved before the studio reopened the order no longer counts.
 */
export function approvedVersion(
  versions: readonly ProofVersion[],
  feedback: readonly Pick<ProofFeedbackEntry, 'kind' | 'version'>[],
): ProofVersion | null {
  const lastTurn = feedback.filter((entry) => entry.kind !== 'changes_requested').at(-1);
  if (lastTurn?.kind !== 'approved') return null;
  return versions.find((version) => version.version === lastTurn.version && version.approvedAt !== null) ?? null;
}

/** A PDF's preview is an image of its first page; the file itself is what the link opens. */
export function isPdf(version: Pick<ProofVersion, 'fileType'>): boolean {
  return version.fileType === 'application/pdf';
}
