ALTER TABLE "custom_orders" ADD COLUMN "balance_link_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "balance_link_token_hash" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "balance_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_balance_link_token_hash_key" UNIQUE("balance_link_token_hash");--> statement-breakpoint
-- Written by hand: the plaintext tokens become their SHA-256 hashes (hex of the UTF-8 bytes, as tokenHash() in
-- modules/orders/order-links.ts computes), so the links already handed out keep working for 30 days from now.
-- Version 0 marks them as random tokens the server cannot rebuild (an admin issues a rebuildable one).
UPDATE "custom_orders"
SET "balance_link_token_hash" = encode(sha256(convert_to("balance_payment_token", 'UTF8')), 'hex'),
    "balance_link_version" = 0,
    "balance_link_expires_at" = now() + interval '30 days'
WHERE "balance_payment_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" DROP CONSTRAINT "custom_orders_balance_payment_token_key";--> statement-breakpoint
ALTER TABLE "custom_orders" DROP COLUMN "balance_payment_token";
