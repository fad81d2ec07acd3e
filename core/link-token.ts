/**
 * The token of an e-mailed link: 256 random bits in base64url (43 characters); anything else is refused early, by
 * the schemas and by the pages the links open (which check it without loading zod).
 */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/** The token as a link carries it (spaces a mail program added around it dropped), or null when it cannot be one. */
export function linkTokenOf(token: string): string | null {
  const trimmed = token.trim();
  return LINK_TOKEN_PATTERN.test(trimmed) ? trimmed : null;
}
