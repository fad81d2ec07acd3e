// Reference: Fastify + Drizzle with the project's own versions, on the database kind the bench runs on. GET /items
// lists the 20 rows of a table it fills at start; POST /items inserts one row and answers it. PostgreSQL: the
// bench's database (DATABASE_URL, a pool of 10 like the shop's); PGlite: its own data dir (DATA_DIR), since one
// PGlite belongs to one process.
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const items = pgTable('bench_reference_items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  priceCents: integer('price_cents').notNull(),
  stockQuantity: integer('stock_quantity').notNull(),
  imageUrl: text('image_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const lines = pgTable('bench_reference_lines', {
  id: serial('id').primaryKey(),
  sessionId: text('session_id').notNull(),
  itemId: integer('item_id').notNull(),
  quantity: integer('quantity').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const db = process.env.DATABASE_URL
  ? drizzlePg(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }))
  : drizzlePglite(await PGlite.create(process.env.DATA_DIR));

await db.execute(sql`create table if not exists bench_reference_items (
  id serial primary key, name text not null, description text not null, price_cents integer not null,
  stock_quantity integer not null, image_url text not null, created_at timestamptz not null default now())`);
await db.execute(sql`create table if not exists bench_reference_lines (
  id serial primary key, session_id text not null, item_id integer not null, quantity integer not null,
  created_at timestamptz not null default now())`);
await db.execute(sql`truncate bench_reference_items, bench_reference_lines restart identity`);
await db.insert(items).values(
  Array.from({ length: 20 }, (_, i) => ({
    name: `Reference pin ${i + 1}`,
    description: `A golf pin with a ${i + 1}-colour enamel design, about a hundred characters of description text.`,
    priceCents: 500 + i * 25,
    stockQuantity: 100 + i,
    imageUrl: `/images/reference-${i + 1}.webp`,
  })),
);

const app = Fastify({ logger: false });
app.get('/readyz', async () => ({ ok: true }));
app.get('/items', async () => db.select().from(items).orderBy(asc(items.id)).limit(20));
app.post(
  '/items',
  {
    schema: {
      body: {
        type: 'object',
        required: ['sessionId', 'itemId', 'quantity'],
        properties: {
          sessionId: { type: 'string', minLength: 22, maxLength: 64 },
          itemId: { type: 'integer', minimum: 1 },
          quantity: { type: 'integer', minimum: 1, maximum: 99 },
        },
      },
    },
  },
  async (request) => {
    const [line] = await db.insert(lines).values(request.body).returning();
    return line;
  },
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
