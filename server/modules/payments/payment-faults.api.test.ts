import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAR_3, paymentHarness } from '../../../tests/helpers/payments';
import { orders, payments } from '../../db/schema';

const { world, call, cartWith, checkout, approve, capture, faults, capturesAtPayPal, mailsWith } = paymentHarness();

describe('PayPal faults and webhooks', () => {
  it('a capture committed at PayPal whose answer was lost is retried: one capture there, one order here', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const { id } = (await checkout(session)).json();
    await approve(id);
    await faults({ dropAfterCommitNext: true });
    const res = await capture(id);
    expect(res.json().status).toBe('COMPLETED');
    expect(capturesAtPayPal(id)).toBe(1);
  });

  it('a PENDING capture fulfils nothing until PayPal settles it and its webhook arrives', async () => {
    const session = await cartWith([[PAR_3, 2]]);
    const { id } = (await checkout(session)).json();
    await approve(id);
    await faults({ nextCaptureMode: 'PENDING' });
    const pending = await capture(id);
    expect(pending.json()).toMatchObject({ status: 'PENDING' });
    expect((await call('POST', '/api/create-order', { paypalOrderId: id }, session)).statusCode).toBe(409);

    const captureId = world.standIn.state.captures().find((entry) => entry.orderId === id)!.capture.id;
    await fetch(`${world.standIn.url}/__test/captures/${captureId}/complete`, { method: 'POST' });
    await expect
      .poll(async () => (await call('POST', '/api/create-order', { paypalOrderId: id }, session)).statusCode)
      .toBe(200);
  });

  it('a payment the browser never reported is recorded from the webhook, once, however often it is delivered', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const { id } = (await checkout(session)).json();
    await approve(id);
    // Our process "crashed" right after PayPal captured: the capture happened, we never heard back.
    const paypal = world.t.app.services.paypal();
    const [payment] = await world.t.database.db.select().from(payments).where(eq(payments.providerOrderId, id));
    await paypal.captureOrder(id, payment!.captureRequestId);

    await expect.poll(async () => (await world.t.app.services.payments.outcome(id)).status).toBe('COMPLETED');
    const event = world.standIn.state.webhookLog.find(
      (entry) => entry.delivered && entry.event_type === 'PAYMENT.CAPTURE.COMPLETED',
    );
    for (let i = 0; i < 3; i += 1)
      await fetch(`${world.standIn.url}/__test/webhooks/${event!.id}/redeliver`, { method: 'POST' });
    const recorded = await world.t.database.db.select().from(orders).where(eq(orders.paymentId, payment!.id));
    expect(recorded).toHaveLength(1);
    expect(await mailsWith('orderId', recorded[0]!.id)).toHaveLength(1);
  });

  it('a forged webhook is refused and changes nothing', async () => {
    const session = await cartWith([[PAR_3, 1]]);
    const { id } = (await checkout(session)).json();
    const forged = {
      id: 'WH-FORGED',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'FAKE', status: 'COMPLETED', supplementary_data: { related_ids: { order_id: id } } },
    };
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://evil.example/cert.pem',
        'paypal-transmission-id': 'x',
        'paypal-transmission-sig': 'forged',
        'paypal-transmission-time': new Date().toISOString(),
      },
      payload: JSON.stringify(forged),
    });
    expect(res.statusCode).toBe(400);
    expect((await world.t.app.services.payments.outcome(id)).status).toBe('CREATED');
  });

  it('a capture for an order we never created is a 404', async () => {
    expect((await capture('NOTOURS123')).statusCode).toBe(404);
  });
});
