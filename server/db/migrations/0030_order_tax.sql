ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_region" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exempt_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_cents_check" CHECK ("orders"."tax_cents" >= 0);