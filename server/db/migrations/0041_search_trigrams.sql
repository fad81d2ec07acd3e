-- The admin's substring searches (an order's customer name or e-mail, a contact's address, names or company) read
-- every row without an index that answers `ilike '%text%'`: trigram indexes (pg_trgm, a trusted extension on
-- PostgreSQL 13+, loaded by every PGlite of the shop: server/db/pglite.ts). Written here rather than in the schema
-- files because drizzle-kit cannot declare the extension they need.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_customer_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_orders_customer_name_trgm_idx" ON "custom_orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_orders_customer_email_trgm_idx" ON "custom_orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_search_trgm_idx" ON "contacts" USING gin ((lower(coalesce("email", '') || chr(10) || coalesce("name", '') || chr(10) || coalesce("first_name", '') || chr(10) || coalesce("last_name", '') || chr(10) || coalesce("company", ''))) gin_trgm_ops);
