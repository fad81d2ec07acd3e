import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner';

const facts = {
  shopName: 'Pinshop Golf Pins',
  publicUrl: 'http://localhost:5000',
  databaseKind: 'pglite' as const,
  paypalMode: 'test' as const,
  adminUsernames: [],
};

describe('the start-up lines for a terminal', () => {
  it('say where the shop is, that payments are in test mode and how to make an admin', () => {
    const lines = startBanner(facts);
    expect(lines[0]).toBe('Pinshop Golf Pins is running at http://localhost:5000 (the embedded database in DATA_DIR).');
    expect(lines[1]).toMatch(/^Payments: TEST MODE\. .*no real money moves/);
    expect(lines[2]).toContain('npm run admin:create');
    expect(lines[2]).toContain('ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD');
  });

  it('name the admin once there is one, and real payments when PayPal is configured', () => {
    const lines = startBanner({ ...facts, paypalMode: 'live', adminUsernames: ['owner'] });
    expect(lines[1]).toBe('Payments: PayPal live (real money).');
    expect(lines[2]).toBe('Admin: sign in at http://localhost:5000/login as owner.');
  });
});
