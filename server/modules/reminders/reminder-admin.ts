/**
 * What the owner does with the reminders: the cadence (the reminder_cadence setting), the pause of an order or of a
 * customer (every change audited in its own transaction), and the reminders an order was sent.
 */
import { and, eq } from 'drizzle-orm';
import { orderNumber } from '../../../core/order-numbers';
import type { ReminderCadence } from '../../../core/reminder-cadence';
import type { CustomerReminders, OrderReminders } from '../../../core/schemas/reminders';
import type { CurrentUser } from '../../current-user';
import type { Database, Tx } from '../../db/client';
import { reminderPauses, type ReminderPauseScope } from '../../db/schema';
import { recordAudit } from '../audit';
import type { SettingsService } from '../settings';
import { sentReminders } from './reminder-job';
import { ownerTarget, type RemindedOwner } from './reminder-lines';

/** The schedule's line keys of an order: a custom order's deposit and balance, an invoice's one line. */
const lineKeysOf = (owner: RemindedOwner): string[] =>
  owner.kind === 'custom-order' ? [`deposit:${owner.id}`, `balance:${owner.id}`] : [`invoice:${owner.id}`];

async function isPausedFor(db: Database | Tx, scope: ReminderPauseScope, target: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reminderPauses.id })
    .from(reminderPauses)
    .where(and(eq(reminderPauses.scope, scope), eq(reminderPauses.target, target)));
  return row !== undefined;
}

export function createReminderAdmin(deps: { db: Database; settings: SettingsService }) {
  const { db, settings } = deps;

  /** Pauses or resumes reminders for one target; audited only when something changed. */
  async function setPaused(
    scope: ReminderPauseScope,
    target: string,
    paused: boolean,
    audit: { actor: CurrentUser; ip: string; entity: string; entityId: string; what: string },
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const changed = paused
        ? await tx.insert(reminderPauses).values({ scope, target }).onConflictDoNothing().returning()
        : await tx
            .delete(reminderPauses)
            .where(and(eq(reminderPauses.scope, scope), eq(reminderPauses.target, target)))
            .returning();
      if (changed.length > 0) {
        await recordAudit(tx, {
          actor: audit.actor,
          action: paused ? 'reminders.pause' : 'reminders.resume',
          entity: audit.entity,
          entityId: audit.entityId,
          details: { summary: `Payment reminders ${paused ? 'paused' : 'back on'} for ${audit.what}` },
          before: { remindersPaused: !paused },
          after: { remindersPaused: paused },
          ip: audit.ip,
        });
      }
      return paused;
    });
  }

  const orderWhat = (owner: RemindedOwner) =>
    owner.kind === 'custom-order'
      ? { entity: 'custom_orders', what: `order ${orderNumber('custom', owner.id)}` }
      : { entity: 'manual_invoices', what: `invoice #${owner.id}` };

  return {
    cadence: (): Promise<ReminderCadence> => settings.get('reminder_cadence'),

    /** Saved audited, as the schema parsed it (every field at least a day). */
    saveCadence: (value: ReminderCadence, actor: CurrentUser, ip: string): Promise<ReminderCadence> =>
      db.transaction((tx) => settings.put(tx, 'reminder_cadence', value, actor, ip)),

    async orderReminders(owner: RemindedOwner): Promise<OrderReminders> {
      const paused = await isPausedFor(db, 'order', ownerTarget(owner));
      const sent = await sentReminders(db, lineKeysOf(owner));
      return {
        paused,
        sent: sent.map((row) => ({
          lineKey: row.lineKey,
          step: row.step,
          toAddress: row.toAddress,
          sentAt: row.sentAt.toISOString(),
        })),
      };
    },

    async pauseOrder(owner: RemindedOwner, paused: boolean, actor: CurrentUser, ip: string): Promise<OrderReminders> {
      const { entity, what } = orderWhat(owner);
      await setPaused('order', ownerTarget(owner), paused, { actor, ip, entity, entityId: String(owner.id), what });
      return this.orderReminders(owner);
    },

    async customerReminders(email: string): Promise<CustomerReminders> {
      return { email, paused: await isPausedFor(db, 'customer', email.toLowerCase()) };
    },

    async pauseCustomer(email: string, paused: boolean, actor: CurrentUser, ip: string): Promise<CustomerReminders> {
      await setPaused('customer', email.toLowerCase(), paused, {
        actor,
        ip,
        entity: 'contacts',
        entityId: email.toLowerCase(),
        what: `the customer ${email}`,
      });
      return { email, paused };
    },
  };
}

export type ReminderAdmin = ReturnType<typeof createReminderAdmin>;
