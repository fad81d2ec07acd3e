/**
 * The owner's own note about a contact (the admin's customer profile): part of the marketing module, the only writer
 * of contacts; audited with before and after in the change's transaction.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { CUSTOMER_MESSAGES } from '../../../core/schemas/customers';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';
import type { CurrentUser } from '../../current-user';
import { recordAudit } from '../audit';

export function createContactNotes(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Sets the note (empty clears it); the same note again changes nothing. 404 for an unknown contact. */
    async setNote(id: number, text: string, actor: Pick<CurrentUser, 'id'>, ip: string): Promise<string | null> {
      const note = text.trim() || null;
      return db.transaction(async (tx) => {
        const [contact] = await tx
          .select({ note: contacts.internalNote })
          .from(contacts)
          .where(eq(contacts.id, id))
          .for('update');
        if (!contact) throw new AppError('not_found', CUSTOMER_MESSAGES.notFound);
        if (contact.note === note) return note;
        await tx.update(contacts).set({ internalNote: note, updatedAt: now() }).where(eq(contacts.id, id));
        await recordAudit(tx, {
          actor,
          action: 'contact.note',
          entity: 'contacts',
          entityId: id,
          before: { internalNote: contact.note },
          after: { internalNote: note },
          ip,
        });
        return note;
      });
    },
  };
}

export type ContactNotes = ReturnType<typeof createContactNotes>;
