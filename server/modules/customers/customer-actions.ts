/**
 * What the owner does from a customer's profile: an e-mail (through the outbox, audited, as an order's Send Email),
 * excluding the address from marketing (the marketing module's suppression list) and the internal note (the
 * marketing module's contacts), the NET 30 credit limit (the orders module's). This module writes only the outbox row
 * and its audit entry, in one transaction.
 */
import { CUSTOMER_MESSAGES } from '../../../core/schemas/customers';
import type { ShopIdentity } from '../../config';
import type { Database } from '../../db/client';
import { enqueueEmail } from '../../integrations/mail/outbox';
import { renderEmail, type RenderedEmail } from '../../integrations/mail/templates';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';
import type { ContactNotes, SuppressionService } from '../marketing';
import type { CreditLimits } from '../orders';
import type { CustomerService } from './customers.service';

type Actor = Pick<CurrentUser, 'id'>;

/** The owner's message: blank lines separate its paragraphs, all of it escaped by the layout. */
export function customerMessageEmail(
  shop: ShopIdentity,
  message: { name: string | null; subject: string; text: string },
): RenderedEmail {
  return renderEmail(shop, {
    subject: message.subject,
    greeting: message.name ? `Hi ${message.name},` : 'Hello,',
    paragraphs: message.text
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
  });
}

export function createCustomerActions(deps: {
  db: Database;
  shop: ShopIdentity;
  customers: CustomerService;
  suppressions: SuppressionService;
  notes: ContactNotes;
  credit: CreditLimits;
}) {
  const { db, customers } = deps;

  return {
    async sendEmail(id: number, message: { subject: string; text: string }, actor: Actor, ip: string) {
      const to = await customers.recipient(id);
      await db.transaction(async (tx) => {
        await enqueueEmail(tx, {
          to: to.email,
          ...customerMessageEmail(deps.shop, { name: to.name, ...message }),
          payload: { contactId: id, adminMessage: true },
        });
        await recordAudit(tx, {
          actor,
          action: 'customer.email_sent',
          entity: 'contacts',
          entityId: id,
          details: { subject: message.subject, text: message.text, to: to.email },
          ip,
        });
      });
    },

    /** Onto the suppression list as the owner's exclusion; an address already on it stays as it is. */
    async exclude(id: number, note: string | undefined, actor: Actor, ip: string) {
      const to = await customers.recipient(id);
      const { created } = await deps.suppressions.exclude({ email: to.email, note }, actor, ip);
      return { created, message: created ? CUSTOMER_MESSAGES.excluded : CUSTOMER_MESSAGES.alreadySuppressed };
    },

    async setNote(id: number, note: string, actor: Actor, ip: string) {
      return { internalNote: await deps.notes.setNote(id, note, actor, ip) };
    },

    /** The customer's NET 30 credit limit (the orders module's), null for none. */
    async setCreditLimit(id: number, limitCents: number | null, actor: Actor, ip: string) {
      const to = await customers.recipient(id);
      return deps.credit.setLimit({ contactId: id, email: to.email }, limitCents, actor, ip);
    },
  };
}

export type CustomerActions = ReturnType<typeof createCustomerActions>;
