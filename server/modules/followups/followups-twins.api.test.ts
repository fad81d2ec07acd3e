/**
 * Two app instances on one PostgreSQL (each with its own pool) run the follow-up and the tournament calendar jobs at
 * the same moment, twice each: every checkout left gets its one reminder and every organiser their step once, each
 * claim row naming that one e-mail (and, for an organiser, the one code made). PostgreSQL only.
 */
import { inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../../core/dates';
import { newSessionId } from '../../../tests/helpers/app';
import { onPostgresServer } from '../../../tests/helpers/database';
import { HARBOUR_TOWN } from '../../../tests/helpers/payments';
import { twinHarness } from '../../../tests/helpers/twins';
import {
  cartItems,
  contactListMembers,
  contactLists,
  contacts,
  discountCodes,
  followupSends,
  outbox,
  payments,
  tournamentSends,
} from '../../db/schema';

const PEOPLE = 40;
const HOUR_MS = 3_600_000;

describe.skipIf(!onPostgresServer())('follow-ups from two instances at once', () => {
  const { world } = twinHarness(29);
  const db = () => world.twins.database.db;
  const runTwice = <T>(run: (index: 0 | 1) => Promise<T>) => Promise.all([run(0), run(1), run(0), run(1)]);

  it('remind each checkout left once', async () => {
    const sessions = Array.from({ length: PEOPLE }, () => newSessionId());
    const emails = sessions.map((_, i) => `twin-cart-${i}@buyers.example`);
    const createdAt = new Date(Date.now() - 5 * HOUR_MS);
    await db()
      .insert(payments)
      .values(
        sessions.map((sessionId, i) => ({
          purpose: 'cart' as const,
          amountCents: 1_199,
          createRequestId: `twin-create-${i}`,
          captureRequestId: `twin-capture-${i}`,
          sessionId,
          payerEmail: emails[i]!,
          createdAt,
          details: {
            kind: 'cart',
            customer: { name: `Twin Buyer ${i}`, email: emails[i]!, shippingAddress: '1 Fairway Dr' },
            userId: null,
            lines: [
              {
                productId: HARBOUR_TOWN,
                name: 'Harbour Town',
                quantity: 1,
                unitPriceCents: 1_199,
                tierUnitPriceCents: 1_199,
                lineTotalCents: 1_199,
              },
            ],
            subtotalCents: 1_199,
            shippingCents: 0,
            discountCents: 0,
          },
        })),
      );
    await db()
      .insert(cartItems)
      .values(sessions.map((sessionId) => ({ sessionId, productId: HARBOUR_TOWN, quantity: 1 })));

    const at = new Date();
    await runTwice((i) => world.twins.apps[i].services.followups.runOnce(at));

    const claims = await db().select().from(followupSends).where(inArray(followupSends.toAddress, emails));
    expect(claims).toHaveLength(PEOPLE);
    const mails = await db().select().from(outbox).where(inArray(outbox.toAddress, emails));
    expect(mails).toHaveLength(PEOPLE);
    expect(new Set(claims.map((claim) => claim.outboxId))).toEqual(new Set(mails.map((mail) => mail.id)));
  });

  it('send each organiser their step once, with one code', async () => {
    const event = addDays(isoDate(new Date()), 60);
    const emails = Array.from({ length: PEOPLE }, (_, i) => `twin-organiser-${i}@events.example`);
    const [list] = await db()
      .insert(contactLists)
      .values({ kind: 'tournament', fileName: 'twins.csv', rowCount: PEOPLE })
      .returning();
    const people = await db()
      .insert(contacts)
      .values(emails.map((email, i) => ({ email, name: `Organiser ${i}`, source: 'tournament-csv' as const })))
      .returning({ id: contacts.id });
    await db()
      .insert(contactListMembers)
      .values(
        people.map((person) => ({
          listId: list!.id,
          contactId: person.id,
          details: { Tournament: 'Twin Open' },
          eventDate: event,
        })),
      );

    // Eight weeks before the event: the first step (10 weeks) is the one due.
    const at = new Date(`${addDays(event, -56)}T09:00:00Z`);
    await runTwice((i) => world.twins.apps[i].services.tournaments.runOnce(at));

    const claims = await db().select().from(tournamentSends).where(inArray(tournamentSends.organiser, emails));
    expect(claims).toHaveLength(PEOPLE);
    expect(claims.every((claim) => claim.step === 0)).toBe(true);
    const mails = await db().select().from(outbox).where(inArray(outbox.toAddress, emails));
    expect(mails).toHaveLength(PEOPLE);
    expect(new Set(claims.map((claim) => claim.outboxId))).toEqual(new Set(mails.map((mail) => mail.id)));
    // The codes of the lost claims were rolled back with their e-mails.
    const codes = await db().select().from(discountCodes).where(like(discountCodes.boundEmail, '%@events.example'));
    expect(codes.map((code) => code.code).sort()).toEqual(claims.map((claim) => claim.code).sort());
  });
});
