/**
 * The expiry notice, a repeating job (server/jobs): an approved certificate that expires within 30 days gets one
 * e-mail to its customer. The notice is sent in one transaction that queues the e-mail and claims the certificate's
 * row of tax_certificate_notices (unique): an instance that loses the race rolls its e-mail back, so across instances
 * and restarts each certificate's notice goes out once.
 */
import { and, eq, gte, isNull, lte, TransactionRollbackError } from 'drizzle-orm';
import { addDays, isoDate } from '../../../core/dates';
import { formatCalendarDay } from '../../../core/en-us-dates';
import { TAX_CERTIFICATE_KIND_LABELS } from '../../../core/schemas/tax';
import type { ShopIdentity } from '../../config';
import type { Database } from '../../db/client';
import { taxCertificateNotices, taxCertificates, users, type TaxCertificate } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { renderEmail } from '../../integrations/mail/templates';
import type { RepeatingJob } from '../../jobs';
import { regionName } from './tax-settings';

export const EXPIRY_NOTICE_DAYS = 30;

export interface CertificateExpiryJobOptions {
  db: Database;
  shop: ShopIdentity;
  publicUrl: string;
  now?: () => Date;
  pollMs: number;
}

function expiryEmail(shop: ShopIdentity, publicUrl: string, row: TaxCertificate, name: string) {
  const label = TAX_CERTIFICATE_KIND_LABELS[row.kind];
  const place = regionName(row.country, row.region);
  const until = formatCalendarDay(row.expiresOn, 'long');
  return renderEmail(shop, {
    subject: `Your ${label.toLowerCase()} for ${place} expires on ${until}`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `Your ${label.toLowerCase()} ${row.number} for ${place} expires on ${until}. After that day, orders shipped to ${place} are charged sales tax again.`,
      'To keep ordering tax-free, upload the renewed certificate on Track Your Order (signed in) before it expires.',
    ],
    details: [
      ['Certificate', `${label} ${row.number}`],
      ['State or province', place],
      ['Expires', until],
    ],
    action: { label: 'Upload a renewed certificate', url: `${publicUrl}/track-order` },
  });
}

export function createCertificateExpiryJob(options: CertificateExpiryJobOptions) {
  const { db, shop, publicUrl } = options;
  const now = options.now ?? (() => new Date());

  async function notify(certificateId: number): Promise<boolean> {
    try {
      return await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ row: taxCertificates, email: users.email, username: users.username })
          .from(taxCertificates)
          .innerJoin(users, eq(users.id, taxCertificates.userId))
          .where(and(eq(taxCertificates.id, certificateId), eq(taxCertificates.status, 'approved')));
        if (!found) return false;
        const outboxId = await enqueueEmail(tx, {
          to: found.email,
          ...expiryEmail(shop, publicUrl, found.row, found.username),
          payload: { taxCertificateExpiry: { certificateId } },
        });
        const [claimed] = await tx
          .insert(taxCertificateNotices)
          .values({ certificateId, outboxId })
          .onConflictDoNothing()
          .returning({ id: taxCertificateNotices.id });
        // Another instance sent it first: its e-mail is the one; this one is rolled back.
        if (!claimed) tx.rollback();
        return true;
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    }
  }

  /** Sends the notices due at `at`: approved, not expired, expiring within 30 days, none sent yet. */
  async function runOnce(at: Date = now(), signal?: AbortSignal): Promise<number> {
    const today = isoDate(at);
    const due = await db
      .select({ id: taxCertificates.id })
      .from(taxCertificates)
      .leftJoin(taxCertificateNotices, eq(taxCertificateNotices.certificateId, taxCertificates.id))
      .where(
        and(
          eq(taxCertificates.status, 'approved'),
          gte(taxCertificates.expiresOn, today),
          lte(taxCertificates.expiresOn, addDays(today, EXPIRY_NOTICE_DAYS)),
          isNull(taxCertificateNotices.id),
        ),
      );
    let count = 0;
    for (const { id } of due) {
      if (signal?.aborted) break;
      if (await notify(id)) count += 1;
    }
    return count;
  }

  const job: RepeatingJob = {
    kind: 'certificate-expiry-notices',
    title: 'Sending tax certificate expiry notices',
    schedule: { everyMs: options.pollMs },
    run: (signal) => runOnce(now(), signal),
  };

  return { runOnce, job };
}

export type CertificateExpiryJob = ReturnType<typeof createCertificateExpiryJob>;
