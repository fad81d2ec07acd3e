/**
 * Amazon SNS message signatures, checked as AWS documents them: the signing certificate only from an https URL on
 * an SNS host of amazonaws.com, the canonical string of the message's fields ("Name\nvalue\n" in their fixed order,
 * Subject only when present; the confirmations add SubscribeURL and Token), verified with the certificate's public
 * key: RSA-SHA1 for SignatureVersion 1, RSA-SHA256 for 2. The certificate fetch is injected (tests serve a test
 * certificate) and each certificate is kept once fetched.
 */
import { createVerify, X509Certificate } from 'node:crypto';
import { z } from 'zod';

export const snsMessageSchema = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string().min(1),
  TopicArn: z.string().min(1),
  Subject: z.string().optional(),
  Message: z.string(),
  Timestamp: z.string().min(1),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string().min(1),
  SigningCertURL: z.string().min(1),
  SubscribeURL: z.string().optional(),
  Token: z.string().optional(),
});
export type SnsMessage = z.infer<typeof snsMessageSchema>;

/** Fetches a certificate (PEM text) by its URL. */
export type CertificateFetcher = (url: string) => Promise<string>;

/** An SNS host of AWS: sns.<region>.amazonaws.com (and .com.cn in China). */
export const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/** The SigningCertURL AWS would use: https, an SNS host, a .pem file; anything else is not trusted. */
export function trustedCertificateUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && SNS_HOST.test(url.hostname) && !url.port && url.pathname.endsWith('.pem');
}

/** The string SNS signed for this message. */
export function canonicalString(message: SnsMessage): string {
  const fields: [string, string | undefined][] =
    message.Type === 'Notification'
      ? [
          ['Message', message.Message],
          ['MessageId', message.MessageId],
          ['Subject', message.Subject],
          ['Timestamp', message.Timestamp],
          ['TopicArn', message.TopicArn],
          ['Type', message.Type],
        ]
      : [
          ['Message', message.Message],
          ['MessageId', message.MessageId],
          ['SubscribeURL', message.SubscribeURL],
          ['Timestamp', message.Timestamp],
          ['Token', message.Token],
          ['TopicArn', message.TopicArn],
          ['Type', message.Type],
        ];
  return fields.flatMap(([name, value]) => (value === undefined ? [] : [`${name}\n${value}\n`])).join('');
}

/** A verifier with its certificate cache: `verify` answers whether the message is AWS's own, unchanged. */
export function createSnsVerifier(fetchCertificate: CertificateFetcher) {
  const certificates = new Map<string, Promise<X509Certificate>>();

  function certificate(url: string): Promise<X509Certificate> {
    let found = certificates.get(url);
    if (!found) {
      found = fetchCertificate(url).then((pem) => new X509Certificate(pem));
      // A failed fetch is not kept: the next message tries again.
      found.catch(() => certificates.delete(url));
      certificates.set(url, found);
    }
    return found;
  }

  return {
    async verify(message: SnsMessage): Promise<boolean> {
      if (!trustedCertificateUrl(message.SigningCertURL)) return false;
      let cert: X509Certificate;
      try {
        cert = await certificate(message.SigningCertURL);
      } catch {
        return false;
      }
      const verifier = createVerify(message.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
      verifier.update(canonicalString(message), 'utf8');
      try {
        return verifier.verify(cert.publicKey, message.Signature, 'base64');
      } catch {
        return false;
      }
    },
  };
}

export type SnsVerifier = ReturnType<typeof createSnsVerifier>;

/** The real fetch: https only, 5 s, at most 16 KB (a certificate is about 2 KB). */
export const fetchCertificateOverHttps: CertificateFetcher = async (url) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'error' });
  if (!res.ok) throw new Error(`certificate fetch failed: ${res.status}`);
  const text = await res.text();
  if (text.length > 16_384) throw new Error('certificate too large');
  return text;
};
