/**
 * Column helpers shared by the schema modules: one way to write ids, timestamps and enumerated checks.
 * Not re-exported from index.ts (drizzle-kit only needs the tables).
 */
import { sql, type SQL } from 'drizzle-orm';
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Integer id from an identity column (GENERATED ALWAYS: explicit ids need OVERRIDING SYSTEM VALUE). */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** timestamptz read and written as a JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** Set to now() on insert and by Drizzle on every update through the query builder. */
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `column in ('a', 'b')` with the values inlined: a CHECK constraint cannot take parameters. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
