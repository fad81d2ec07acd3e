import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * The owner's settings, one row per group (its key), each value parsed with its zod schema when read back (the
 * settings module: defaults for a missing or unreadable row). Changed from the admin only, audited.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

export type ShopSetting = typeof shopSettings.$inferSelect;
