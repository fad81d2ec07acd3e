/**
 * The owner is told: one e-mail per event to the addresses of the owner_notifications setting (else the shop's
 * sales address, SALES_EMAIL), queued in the transaction of the event itself, so a notice goes out exactly when
 * the event commits. Each kind can be switched off in the admin's Notifications section.
 */
import { eq } from 'drizzle-orm';
import { adminPath } from '../../../core/admin-links';
import type { OwnerNoticeKind } from '../../../core/schemas/owner-notices';
import type { ShopIdentity } from '../../config';
import type { Tx } from '../../db/client';
import { manualInvoices, type OutboxMessage } from '../../db/schema';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { renderEmail } from '../../integrations/mail/templates';
import type { SettingsService } from '../settings';
import { ownerNoticeContent, type OwnerNoticeFacts } from './owner-notice-content';

export type { OwnerNoticeFacts } from './owner-notice-content';

export interface OwnerNoticeDeps {
  settings: SettingsService;
  shop: ShopIdentity;
  publicUrl: string;
}

/** The payload key that marks an owner notice in the outbox (and keeps a failed notice from being noticed). */
export const OWNER_NOTICE_PAYLOAD_KEY = 'ownerNotice';

/** A subject is one header line: a name typed with a line break must not end it. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export function createOwnerNotices(deps: OwnerNoticeDeps) {
  const { settings, shop, publicUrl } = deps;

  /** The addresses the owner chose, else the sales address; null when the kind is switched off. */
  async function recipientsFor(tx: Tx, kind: OwnerNoticeKind): Promise<string[] | null> {
    const setting = await settings.get('owner_notifications', tx);
    if (setting.off.includes(kind)) return null;
    return setting.recipients.length > 0 ? setting.recipients : [shop.salesEmail];
  }

  async function notify<K extends OwnerNoticeKind>(tx: Tx, kind: K, facts: OwnerNoticeFacts[K]): Promise<void> {
    const to = await recipientsFor(tx, kind);
    if (!to) return;
    const content = ownerNoticeContent(kind, facts);
    const email = renderEmail(shop, {
      subject: oneLine(content.subject),
      paragraphs: content.paragraphs,
      details: content.details,
      action: { label: content.actionLabel, url: `${publicUrl}${adminPath(content.target)}` },
    });
    await enqueueEmail(tx, {
      to: to.join(', '),
      ...email,
      // Under its own keys: the customers' e-mails of the same event are found by theirs (orderId, customOrderId...).
      payload: { [OWNER_NOTICE_PAYLOAD_KEY]: kind, about: content.target },
    });
  }

  return {
    notify,

    /**
     * The outbox gave up on a message (the worker's onFailed, in its transaction). Not for an owner notice (a notice
     * about a failed notice could fail in turn, and so on) nor for campaign mail (one bad day of the SMTP server would
     * be a notice per recipient): the mailbox lists those.
     */
    async emailFailed(tx: Tx, message: OutboxMessage): Promise<void> {
      if (message.kind !== 'email' || OWNER_NOTICE_PAYLOAD_KEY in message.payload) return;
      await notify(tx, 'email_failed', {
        outboxId: message.id,
        to: message.toAddress,
        subject: message.subject,
        attempts: message.attempts,
        lastError: message.lastError,
      });
    },

    /** A refund or reversal made at PayPal: the invoice's number is read here, the rest is the payment's. */
    async refundAtPayPal(tx: Tx, facts: Omit<OwnerNoticeFacts['refund_at_paypal'], 'invoiceNumber'>): Promise<void> {
      const [invoice] =
        facts.invoiceId === null
          ? []
          : await tx
              .select({ number: manualInvoices.invoiceNumber })
              .from(manualInvoices)
              .where(eq(manualInvoices.id, facts.invoiceId));
      await notify(tx, 'refund_at_paypal', { ...facts, invoiceNumber: invoice?.number ?? null });
    },
  };
}

export type OwnerNotices = ReturnType<typeof createOwnerNotices>;
