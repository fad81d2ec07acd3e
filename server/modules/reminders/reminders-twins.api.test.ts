/**
 * Two app instances on one PostgreSQL (each with its own pool) run the reminder job at the same moment, twice each,
 * over 60 invoices: every reminder of every step is queued once, its claim row naming that one e-mail.
 * PostgreSQL only (CI runs the API tests on it too).
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_CADENCE, reminderSteps } from '../../../core/reminder-cadence';
import { onPostgresServer } from '../../../tests/helpers/database';
import { twinHarness } from '../../../tests/helpers/twins';
import { manualInvoices, outbox, reminderSends } from '../../db/schema';

const INVOICES = 60;
const DUE = '2030-01-15';

describe.skipIf(!onPostgresServer())('reminders from two instances at once', () => {
  const { world } = twinHarness(23);
  const db = () => world.twins.database.db;

  it('send each step of each invoice once', async () => {
    const rows = await db()
      .insert(manualInvoices)
      .values(
        Array.from({ length: INVOICES }, (_, i) => ({
          invoiceNumber: `INV-9${String(i).padStart(5, '0')}`,
          customerName: `Twin Club ${i}`,
          customerEmail: `twin-${i}@club.example`,
          dueDate: DUE,
          items: [{ description: 'Tournament pins', quantity: 1, unitPriceCents: 10_000 + i }],
          subtotalCents: 10_000 + i,
          totalCents: 10_000 + i,
        })),
      )
      .returning({ id: manualInvoices.id });
    const keys = rows.map((row) => `invoice:${row.id}`);
    const [a, b] = world.twins.apps;

    const steps = reminderSteps('invoice', DUE, DEFAULT_REMINDER_CADENCE, 3);
    for (const step of steps) {
      const at = new Date(`${step.on}T09:00:00Z`);
      const counts = await Promise.all([
        a.services.reminders.runOnce(at),
        b.services.reminders.runOnce(at),
        a.services.reminders.runOnce(at),
        b.services.reminders.runOnce(at),
      ]);
      // Demo invoices of the seed may be due too: only ours are counted below.
      expect(counts.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(INVOICES);
    }

    const claims = await db().select().from(reminderSends).where(inArray(reminderSends.lineKey, keys));
    expect(claims).toHaveLength(INVOICES * steps.length);
    const mails = (await db().select().from(outbox)).filter((row) =>
      keys.includes((row.payload.reminder as { lineKey?: string } | undefined)?.lineKey ?? ''),
    );
    expect(mails).toHaveLength(INVOICES * steps.length);
    // Each claim names its own e-mail, and each e-mail went to its invoice's customer.
    expect(new Set(claims.map((claim) => claim.outboxId))).toEqual(new Set(mails.map((mail) => mail.id)));
    const perLine = new Map<string, number>();
    for (const mail of mails) {
      const { lineKey } = mail.payload.reminder as { lineKey: string };
      perLine.set(lineKey, (perLine.get(lineKey) ?? 0) + 1);
      expect(mail.toAddress).toBe(`twin-${keys.indexOf(lineKey)}@club.example`);
    }
    expect([...perLine.values()]).toEqual(Array(INVOICES).fill(steps.length));
  });

  it('wait for a payment being written for the line, and then send nothing', async () => {
    const [invoice] = await db()
      .insert(manualInvoices)
      .values({
        invoiceNumber: 'INV-980001',
        customerName: 'Paying Club',
        customerEmail: 'paying@club.example',
        dueDate: DUE,
        items: [{ description: 'Tournament pins', quantity: 1, unitPriceCents: 20_000 }],
        subtotalCents: 20_000,
        totalCents: 20_000,
      })
      .returning({ id: manualInvoices.id });
    const key = `invoice:${invoice!.id}`;
    let job: Promise<number> | undefined;
    // The payment's transaction (as invoices.markPaid writes it) is open while the other instance looks.
    await db().transaction(async (tx) => {
      await tx
        .update(manualInvoices)
        .set({ status: 'paid', paidAt: new Date() })
        .where(eq(manualInvoices.id, invoice!.id));
      job = world.twins.apps[1].services.reminders.runOnce(new Date(`${DUE}T09:00:00Z`));
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await job;
    expect(await db().select().from(reminderSends).where(eq(reminderSends.lineKey, key))).toEqual([]);
  });
});
