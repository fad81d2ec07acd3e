import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * The owner's price tables (server/modules/pricing), one row per version, never changed once written: the highest
 * version is in effect. Version 1 is the seed (core/pricing/price-table-seed.ts). A write sends NOTIFY prices, so
 * every instance drops its cached copy (migration 0037).
 */
export const priceVersions = pgTable('price_versions', {
  version: integer('version').primaryKey(),
  table: jsonb('table').$type<Record<string, unknown>>().notNull(),
  savedByUserId: integer('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export type PriceVersion = typeof priceVersions.$inferSelect;
