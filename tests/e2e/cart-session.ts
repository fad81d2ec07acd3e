/**
 * A cart id as the e2e server issues it: signed with its SESSION_SECRET (playwright.config.ts), as the server's
 * first cart call would answer it (server/modules/cart/cart-session-id.ts).
 */
import { issueCartSessionId } from '../../server/modules/cart';

export function newCartSessionId(): string {
  return issueCartSessionId(process.env.E2E_SESSION_SECRET!);
}
