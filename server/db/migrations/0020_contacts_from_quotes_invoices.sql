ALTER TABLE "contacts" DROP CONSTRAINT "contacts_source_check";--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_source_check" CHECK ("contacts"."source" in ('shopify-import', 'tournament-csv', 'vip-csv', 'signup', 'order', 'account', 'manual', 'quote', 'invoice'));--> statement-breakpoint
-- Who asked for a quote or was sent an invoice is a customer too (the admin's customers are the contacts).
INSERT INTO "contacts" ("email", "name", "company", "source")
SELECT DISTINCT ON (lower(trim("customer_email"))) trim("customer_email"), nullif(trim("customer_name"), ''),
  nullif(trim("company"), ''), "source"
FROM (
  SELECT "customer_email", "customer_name", "company_name" AS "company", 'quote' AS "source", "created_at"
  FROM "quote_requests"
  UNION ALL
  SELECT "customer_email", "customer_name", "customer_company", 'invoice', "created_at" FROM "manual_invoices"
) AS "asked"
WHERE trim("customer_email") <> ''
ORDER BY lower(trim("customer_email")), "created_at"
ON CONFLICT DO NOTHING;
