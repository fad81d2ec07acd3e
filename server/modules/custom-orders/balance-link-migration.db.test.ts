import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../../tests/helpers/database';
import { queryRows, type DatabaseHandle } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { migrationsDir } from '../../paths';
import { tokenHash } from '../../order-links';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pinshop-migrations-'));
  folders.push(folder);
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe('migration 0007_balance_link_hash', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createEmptyDatabase();
  });
  afterAll(() => handle.close());

  it('keeps the hash of a plaintext balance token (so its link still works for 30 days) and drops the token', async () => {
    await migrateDatabase(handle, { folder: migrationsBefore('0007_balance_link_hash') });
    const token = 'legacy-random-token-0123456789abcdefghijklmnop';
    await handle.db.execute(sql`
      insert into custom_orders (quantity, price_per_pin_cents, total_price_cents, deposit_amount_cents,
        remaining_balance_cents, customer_email, customer_name, balance_payment_token)
      values (50, 700, 35000, 3500, 31500, 'champ@example.com', 'Club Champion', ${token}),
             (50, 700, 35000, 3500, 31500, 'none@example.com', 'No Link', null)`);

    await migrateDatabase(handle);

    const rows = await queryRows<{
      customer_name: string;
      balance_link_token_hash: string | null;
      balance_link_version: number;
      days_left: number | null;
    }>(
      handle.db,
      sql`select customer_name, balance_link_token_hash, balance_link_version,
            extract(epoch from balance_link_expires_at - now()) / 86400 as days_left
          from custom_orders order by id`,
    );
    expect(rows[0]).toMatchObject({ balance_link_token_hash: tokenHash(token), balance_link_version: 0 });
    expect(Number(rows[0]!.days_left)).toBeGreaterThan(29.9);
    expect(rows[1]).toMatchObject({ balance_link_token_hash: null, balance_link_version: 1, days_left: null });
    const columns = await queryRows<{ column_name: string }>(
      handle.db,
      sql`select column_name from information_schema.columns where table_name = 'custom_orders'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('balance_payment_token');
  });
});
