import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { paypalId, type StandInCapture, type StandInRefund, type StandInState } from './state';
import { signTransmission, type TransmissionHeaders } from './webhook-signature';

/** Where PayPal-shaped webhooks are delivered, and the id of "our" webhook subscription. */
export interface WebhookTarget {
  url: string | (() => string);
  id: string;
}

export interface WebhookSender {
  /** Sends a capture event (nothing without a webhook target) and keeps it for redelivery. */
  deliver(eventType: string, capture: StandInCapture, orderId: string): Promise<void>;
  /**
   * Sends a refund event as PayPal does (PAYMENT.CAPTURE.REFUNDED or .REVERSED): its resource is the refund, which
   * names its capture only through its `up` link, not the order.
   */
  deliverRefund(eventType: string, refund: StandInRefund): Promise<void>;
  /** Sends a kept event again, freshly signed; false when the event id is unknown. */
  redeliver(eventId: string): Promise<boolean>;
}

export function webhookEventType(status: StandInCapture['status']): string {
  return status === 'COMPLETED'
    ? 'PAYMENT.CAPTURE.COMPLETED'
    : status === 'PENDING'
      ? 'PAYMENT.CAPTURE.PENDING'
      : 'PAYMENT.CAPTURE.DENIED';
}

/**
 * One delivery on its own connection, closed afterwards (as PayPal's webhook sender does not hold
 * connections open), so a shop shutting down never waits on an idle keep-alive socket of ours.
 */
function postOnce(url: string, body: string, headers: TransmissionHeaders): Promise<boolean> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve(false);
      return;
    }
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
          ...headers,
        },
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve((response.statusCode ?? 500) < 300));
      },
    );
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
    request.end(body);
  });
}

/** Signs and posts PayPal-shaped events, logging each attempt in `state.webhookLog`. */
export function createWebhookSender(input: {
  state: StandInState;
  webhook: WebhookTarget | undefined;
  signingKey: string;
  publicBase: () => string;
}): WebhookSender {
  const { state, webhook, signingKey, publicBase } = input;
  const events = new Map<string, { body: string }>();
  const webhookUrl = () => (typeof webhook?.url === 'function' ? webhook.url() : webhook?.url);

  async function send(eventId: string, eventType: string, body: string) {
    if (!webhook) return;
    const headers = signTransmission(signingKey, webhook.id, body, `${publicBase()}/__test/cert`);
    const delivered = await postOnce(webhookUrl() ?? '', body, headers);
    state.webhookLog.push({ id: eventId, event_type: eventType, delivered });
  }

  async function post(eventType: string, resourceType: string, summary: string, resource: object) {
    if (!webhook) return;
    const event = {
      id: `WH-${paypalId(8)}-${paypalId(17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [],
    };
    const body = JSON.stringify(event);
    events.set(event.id, { body });
    await send(event.id, eventType, body);
  }

  return {
    async deliver(eventType, capture, orderId) {
      const summary = `Payment ${capture.status.toLowerCase()} for $ ${capture.amount.value} ${capture.amount.currency_code}`;
      await post(eventType, 'capture', summary, {
        ...capture,
        supplementary_data: { related_ids: { order_id: orderId } },
      });
    },
    async deliverRefund(eventType, refund) {
      const summary = `A $ ${refund.amount.value} ${refund.amount.currency_code} capture payment was ${
        eventType === 'PAYMENT.CAPTURE.REVERSED' ? 'reversed' : 'refunded'
      }`;
      await post(eventType, 'refund', summary, refund);
    },
    async redeliver(eventId) {
      const event = events.get(eventId);
      if (!event) return false;
      await send(eventId, (JSON.parse(event.body) as { event_type: string }).event_type, event.body);
      return true;
    },
  };
}
