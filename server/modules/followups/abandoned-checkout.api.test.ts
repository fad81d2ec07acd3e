/**
 * A checkout left at PayPal, through the whole shop: the buyer's cart, the PayPal order made and never paid, the
 * follow-up job on the app's clock. One reminder once 4 hours have passed, with what was in the cart and the link
 * back to it; none when paid, for an address on the suppression list, or with the reminder switched off in Settings.
 */
import { describe, expect, it } from 'vitest';
import { auditSentences } from '../../../tests/helpers/audit-sentences';
import { signInAdmin } from '../../../tests/helpers/admin';
import { DAY_MS, followupsHarness, HOUR_MS } from '../../../tests/helpers/followups';

const { world, asAdmin, runAt, mailsTo, leaveCheckout, approve, capture } = followupsHarness();

const later = (ms: number) => new Date(Date.now() + ms);

describe('a checkout left at PayPal', () => {
  it('gets one reminder once 4 hours old, with its cart and the link back to it', async () => {
    const email = 'left.once@example.com';
    await leaveCheckout(email);
    await runAt(later(3 * HOUR_MS + 50 * 60_000));
    expect(await mailsTo(email)).toEqual([]);

    await runAt(later(4 * HOUR_MS + 60_000));
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your golf pins are still in your cart');
    expect(mail!.textBody).toContain('Hi Sam Leftcart,');
    expect(mail!.textBody).toMatch(/Harbour Town[^\n]* × 2: \$23\.98/);
    expect(mail!.textBody).toMatch(/Back to your cart: http:\/\/shop\.test\/checkout\?cart=[\w-]{90,}/);

    // Later looks, that day and the days after: still the one reminder.
    for (const at of [5 * HOUR_MS, DAY_MS, 3 * DAY_MS]) await runAt(later(at));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('gets none once paid', async () => {
    const email = 'came.back@example.com';
    const { paypalOrderId } = await leaveCheckout(email);
    await approve(paypalOrderId);
    expect((await capture(paypalOrderId)).json().status).toBe('COMPLETED');
    await runAt(later(5 * HOUR_MS));
    expect(await mailsTo(email)).toEqual([]);
  });

  it('gets none for an address on the suppression list', async () => {
    const email = 'no.mail@example.com';
    await leaveCheckout(email);
    const excluded = await asAdmin('POST', '/api/admin/suppressions', { email });
    expect(excluded.statusCode, excluded.body).toBe(201);
    await runAt(later(5 * HOUR_MS));
    expect(await mailsTo(email)).toEqual([]);
  });

  it('gets none while the owner has the reminder switched off, and the change reads as a sentence', async () => {
    const email = 'switched.off@example.com';
    await leaveCheckout(email);
    const off = await asAdmin('PUT', '/api/admin/settings/followups', {
      abandonedCheckout: false,
      quoteReminders: true,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ abandonedCheckout: false, quoteReminders: true });
    await runAt(later(5 * HOUR_MS));
    expect(await mailsTo(email)).toEqual([]);

    const admin = await signInAdmin(world.t);
    expect(await auditSentences(world.t, admin, 'shop_settings', 'followup_settings')).toEqual([
      'Follow-ups: the abandoned checkout reminder off; unpaid quote reminders on',
    ]);

    // Back on, within the week: the reminder goes out.
    expect(
      (await asAdmin('PUT', '/api/admin/settings/followups', { abandonedCheckout: true, quoteReminders: true }))
        .statusCode,
    ).toBe(200);
    await runAt(later(6 * HOUR_MS));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a setting that is not on or off with the field named', async () => {
    const res = await asAdmin('PUT', '/api/admin/settings/followups', {
      abandonedCheckout: 'yes',
      quoteReminders: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('On or off');
  });
});
