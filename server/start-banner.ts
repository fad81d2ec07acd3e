/**
 * What a newcomer needs once `npm start` is up, in plain lines for a terminal (the JSON log stays for machines):
 * where the shop is, whether payments are real, and how to get into the admin.
 */
export interface StartFacts {
  shopName: string;
  publicUrl: string;
  databaseKind: 'pglite' | 'postgres';
  paypalMode: 'test' | 'sandbox' | 'live';
  adminUsernames: string[];
}

export function startBanner(facts: StartFacts): string[] {
  const database =
    facts.databaseKind === 'pglite' ? 'the embedded database in DATA_DIR' : 'the PostgreSQL server of DATABASE_URL';
  const payments =
    facts.paypalMode === 'test'
      ? 'Payments: TEST MODE. Checkout uses the built-in PayPal stand-in and no real money moves; set PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_ENV to take real payments.'
      : `Payments: PayPal ${facts.paypalMode}${facts.paypalMode === 'live' ? ' (real money)' : ' (PayPal test accounts)'}.`;
  const admin =
    facts.adminUsernames.length > 0
      ? `Admin: sign in at ${facts.publicUrl}/login as ${facts.adminUsernames.join(' or ')}.`
      : 'Admin: none yet. Run `npm run admin:create`, or set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD and start again.';
  return [`${facts.shopName} is running at ${facts.publicUrl} (${database}).`, payments, admin, 'Stop it with Ctrl+C.'];
}
