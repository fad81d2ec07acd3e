ALTER TABLE "contacts" ADD COLUMN "internal_note" text;--> statement-breakpoint
-- The admin's customers are the contacts: a buyer or an account from before contacts were recorded becomes one.
INSERT INTO "contacts" ("email", "name", "source")
SELECT DISTINCT ON (lower(trim("customer_email"))) trim("customer_email"), nullif(trim("customer_name"), ''), 'order'
FROM (
  SELECT "customer_email", "customer_name", "created_at" FROM "orders"
  UNION ALL
  SELECT "customer_email", "customer_name", "created_at" FROM "custom_orders"
) AS "bought"
WHERE trim("customer_email") <> ''
ORDER BY lower(trim("customer_email")), "created_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "contacts" ("email", "source")
SELECT trim("email"), 'account' FROM "users" WHERE "role" = 'user'
ON CONFLICT DO NOTHING;
