/**
 * Two app instances on one PostgreSQL (each with its own pool) run the follow-up and the tournament calendar jobs at
 * the same moment, twice each: every checkout left gets its one reminder and every organiser their step once, each
 * claim row naming that one e-mail (and, for an organiser, the one code made); a deposit being paid while the other
 * instance looks is waited for, and its quote gets no reminder. PostgreSQL only.
 */
import { eq, inArray, like } from 'drizzle-orm';
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
  preparedCustomOrders,
  quoteRequests,
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

  it('wait for a deposit being paid for the quote, and then send nothing', async () => {
    const quotedAt = new Date(Date.now() - 4 * 86_400_000);
    const cents = { pricePerPin: 200, rushFee: 0, total: 20_000, deposit: 2_000, remaining: 18_000, discount: 0 };
    const [prepared] = await db()
      .insert(preparedCustomOrders)
      .values({
        data: {
          quantity: 100,
          size: '1inch',
          plating: 'gold',
          packaging: ['just-pins'],
          rushOrder: false,
          customerName: 'Paying Club',
          customerEmail: 'paying.quote@club.example',
          promoCode: '',
          logoUrl: '',
          logoFileName: '',
          discountBaseCents: 20_000,
          cents,
        },
        expiresAt: new Date(Date.now() + 20 * 86_400_000),
      })
      .returning({ id: preparedCustomOrders.id });
    const [quote] = await db()
      .insert(quoteRequests)
      .values({
        customerName: 'Paying Club',
        customerEmail: 'paying.quote@club.example',
        projectDescription: 'Club crest',
        quantity: 100,
        status: 'quoted',
        quotedAmount: 20_000,
        quotedAt,
        preparedOrderId: prepared!.id,
      })
      .returning({ id: quoteRequests.id });
    let job: Promise<number> | undefined;
    // The deposit's transaction (as markAccepted writes it) is open while the other instance looks.
    await db().transaction(async (tx) => {
      await tx.update(quoteRequests).set({ status: 'approved' }).where(eq(quoteRequests.id, quote!.id));
      job = world.twins.apps[1].services.followups.runOnce(new Date());
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await job;
    expect(
      await db()
        .select()
        .from(followupSends)
        .where(eq(followupSends.target, `quote:${quote!.id}`)),
    ).toEqual([]);
    expect(await db().select().from(outbox).where(eq(outbox.toAddress, 'paying.quote@club.example'))).toEqual([]);
  });
});
