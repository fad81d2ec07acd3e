/**
 * An export's download link: `/api/admin/exports/{id}/file?expires={ms}&signature={hmac}`, signed under the shop's
 * secret for that job and moment. The admin's session is asked too (the admin guard); the link adds that it works for
 * 24 hours only: after that 410, and a link whose signature does not match 403.
 */
import { AppError } from '../../../core/errors';
import { BULK_MESSAGES, EXPORT_LINK_HOURS } from '../../../core/schemas/bulk-jobs';
import { sameSecret, signLink } from '../../link-signing';

const subject = (jobId: string, expires: number) => `export:${jobId}:${expires}`;

export function exportDownloadLink(secret: string, jobId: string, doneAt: Date) {
  const expires = doneAt.getTime() + EXPORT_LINK_HOURS * 3_600_000;
  const signature = signLink(secret, subject(jobId, expires));
  return {
    url: `/api/admin/exports/${encodeURIComponent(jobId)}/file?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires),
  };
}

/** 403 for a link not signed by us for this job, 410 for one past its time. */
export function checkDownloadLink(secret: string, jobId: string, expires: number, signature: string, now: Date) {
  if (!sameSecret(signature, signLink(secret, subject(jobId, expires)))) {
    throw new AppError('forbidden', BULK_MESSAGES.linkInvalid);
  }
  if (now.getTime() >= expires) throw new AppError('gone', BULK_MESSAGES.linkExpired);
}
