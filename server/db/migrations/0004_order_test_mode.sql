ALTER TABLE "orders" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;