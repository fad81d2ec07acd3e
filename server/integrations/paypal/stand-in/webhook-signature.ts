import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** CRC-32 (IEEE), as PayPal's signed string uses for the body. */
export function crc32(data: Buffer | string): number {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export interface TransmissionHeaders {
  'paypal-auth-algo': string;
  'paypal-cert-url': string;
  'paypal-transmission-id': string;
  'paypal-transmission-sig': string;
  'paypal-transmission-time': string;
}

/**
 * The stand-in signs like PayPal does over `<transmission id>|<time>|<webhook id>|<crc32 of the body>`, with an
 * HMAC key only it knows instead of PayPal's RSA certificate. Either way the shop never checks the signature
 * itself: it asks the provider's verify-webhook-signature endpoint, as PayPal recommends.
 */
export function signedString(transmissionId: string, time: string, webhookId: string, body: string): string {
  return `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;
}

export function signTransmission(key: string, webhookId: string, body: string, certUrl: string): TransmissionHeaders {
  const transmissionId = randomUUID();
  const time = new Date().toISOString();
  const sig = createHmac('sha256', key)
    .update(signedString(transmissionId, time, webhookId, body))
    .digest('base64');
  return {
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': certUrl,
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-sig': sig,
    'paypal-transmission-time': time,
  };
}

export function verifyTransmission(
  key: string,
  input: { transmissionId: string; time: string; webhookId: string; body: string; sig: string },
): boolean {
  const expected = createHmac('sha256', key)
    .update(signedString(input.transmissionId, input.time, input.webhookId, input.body))
    .digest('base64');
  const a = Buffer.from(expected);
  const b = Buffer.from(input.sig);
  return a.length === b.length && timingSafeEqual(a, b);
}
