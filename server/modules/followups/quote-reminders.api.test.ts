/**
 * A quote answered and not paid, through the whole shop: the quote form, the owner's answer, the follow-up job on the
 * app's clock. Reminders 3 and 10 days after the answer, each once, with the total, the deposit and the link that
 * pays it; none once the deposit is paid, for an address on the suppression list, or switched off in Settings.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS, followupsHarness, HOUR_MS } from '../../../tests/helpers/followups';

const { asAdmin, runAt, mailsTo, answeredQuote, payDeposit } = followupsHarness();

const later = (ms: number) => new Date(Date.now() + ms);

describe('a quote answered and not paid', () => {
  it('is reminded 3 and 10 days after the answer, each once, with the link that pays its deposit', async () => {
    const email = 'quote.walk@example.com';
    const { id, preparedId } = await answeredQuote(email);
    const walk: Array<[at: number, count: number]> = [
      [3 * DAY_MS - HOUR_MS, 0],
      [3 * DAY_MS + HOUR_MS, 1],
      [3 * DAY_MS + 2 * HOUR_MS, 1],
      [9 * DAY_MS, 1],
      [10 * DAY_MS + HOUR_MS, 2],
      [12 * DAY_MS, 2],
      [20 * DAY_MS, 2],
    ];
    for (const [at, count] of walk) {
      await runAt(later(at));
      expect(await mailsTo(email), `${at / DAY_MS} days`).toHaveLength(count);
    }
    const [third, tenth] = await mailsTo(email);
    expect(third!.subject).toBe(`Reminder: your custom pin quote #${id}`);
    expect(third!.textBody).toContain('We sent you our quote for 300 custom golf pins 3 days ago.');
    expect(tenth!.textBody).toContain('300 custom golf pins 10 days ago.');
    expect(third!.textBody).toContain('Quoted total: $600.00');
    expect(third!.textBody).toContain('Deposit due now (10%): $60.00');
    expect(third!.textBody).toContain(`Review and pay the deposit: http://shop.test/quote-deposit/${preparedId}`);
  });

  it('stops once the deposit is paid', async () => {
    const email = 'quote.paid@example.com';
    const { preparedId } = await answeredQuote(email);
    await runAt(later(3 * DAY_MS + HOUR_MS));
    expect(await mailsTo(email)).toHaveLength(1);
    await payDeposit(preparedId);
    await runAt(later(10 * DAY_MS + HOUR_MS));
    await runAt(later(11 * DAY_MS));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('is not reminded at an address on the suppression list', async () => {
    const email = 'quote.suppressed@example.com';
    await answeredQuote(email);
    expect((await asAdmin('POST', '/api/admin/suppressions', { email })).statusCode).toBe(201);
    await runAt(later(3 * DAY_MS + HOUR_MS));
    await runAt(later(10 * DAY_MS + HOUR_MS));
    expect(await mailsTo(email)).toEqual([]);
  });

  it('is not reminded while the owner has quote reminders switched off', async () => {
    const email = 'quote.off@example.com';
    await answeredQuote(email);
    const off = await asAdmin('PUT', '/api/admin/settings/followups', {
      abandonedCheckout: true,
      quoteReminders: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    await runAt(later(3 * DAY_MS + HOUR_MS));
    expect(await mailsTo(email)).toEqual([]);
    // Switched on again: the reminder due now (the 10-day one), not the one missed.
    await asAdmin('PUT', '/api/admin/settings/followups', { abandonedCheckout: true, quoteReminders: true });
    await runAt(later(10 * DAY_MS + HOUR_MS));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('10 days ago');
  });
});
