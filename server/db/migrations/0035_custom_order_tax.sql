ALTER TABLE "custom_orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "deposit_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "taxable_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "tax_region" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "tax_exempt_reason" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_tax_check" CHECK ("custom_orders"."tax_cents" >= 0 and "custom_orders"."deposit_tax_cents" >= 0 and "custom_orders"."deposit_tax_cents" <= "custom_orders"."tax_cents" and "custom_orders"."taxable_cents" >= 0);