/**
 * The per-recipient unsubscribe token of a campaign e-mail: `{recipientId}.{HMAC}` (the email_campaigns row, signed
 * under the shop's secret with the subject `unsubscribe:{id}`). Unguessable, nothing to store, and it names the
 * recipient row rather than the address, so a link does not show whose it is.
 */
import { UNSUBSCRIBE_TOKEN_PATTERN } from '../../../core/schemas/campaigns';
import { sameSecret, signLink } from '../../link-signing';

export function unsubscribeToken(secret: string, recipientId: number): string {
  return `${recipientId}.${signLink(secret, `unsubscribe:${recipientId}`)}`;
}

/** The recipient row a token names, or null for anything not signed by us. */
export function recipientOfToken(secret: string, token: string): number | null {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return null;
  const [id, signature] = token.split('.') as [string, string];
  const recipientId = Number(id);
  if (!Number.isSafeInteger(recipientId) || recipientId <= 0) return null;
  return sameSecret(signature, signLink(secret, `unsubscribe:${recipientId}`)) ? recipientId : null;
}

/** The page a visible unsubscribe link opens, and the RFC 8058 one-click address (POST) of List-Unsubscribe. */
export function unsubscribeUrls(publicUrl: string, token: string) {
  return { page: `${publicUrl}/unsubscribe/${token}`, oneClick: `${publicUrl}/api/unsubscribe/${token}` };
}
