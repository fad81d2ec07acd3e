import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../tests/helpers/database';
import { queryRows, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

// What the migrations make, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. The constraints each table keeps
// are in schema.db.test.ts.
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createEmptyDatabase();
  await migrateDatabase(handle);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('migrations', () => {
  it('create every table', async () => {
    const rows = await queryRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      'account_tokens',
      'analytics_daily',
      'analytics_dropped',
      'analytics_events',
      'analytics_salts',
      'audit_log',
      'blog_posts',
      'campaign_templates',
      'campaigns',
      'cart_items',
      'contact_list_members',
      'contact_lists',
      'contacts',
      'credit_limits',
      'custom_order_proofs',
      'custom_orders',
      'discount_codes',
      'email_bounces',
      'email_campaigns',
      'followup_sends',
      'jobs',
      'login_failures',
      'manual_invoices',
      'newsletter_signups',
      'orders',
      'outbox',
      'payment_refunds',
      'payments',
      'pending_registrations',
      'prepared_custom_orders',
      'price_versions',
      'products',
      'proof_feedback',
      'quote_requests',
      'recovery_codes',
      'reminder_pauses',
      'reminder_sends',
      'review_requests',
      'reviews',
      'saved_designs',
      'sessions',
      'shop_secrets',
      'shop_settings',
      'stock_reservations',
      'suppressions',
      'tax_certificate_notices',
      'tax_certificates',
      'tax_exempt_items',
      'tax_rates',
      'tournament_sends',
      'uploads',
      'users',
    ]);
  });
});
