ALTER TABLE "custom_orders" DROP CONSTRAINT "custom_orders_size_check";--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "product" text DEFAULT 'pin' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "product" text DEFAULT 'pin' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_product_check" CHECK ("custom_orders"."product" in ('pin', 'ball-marker', 'hat-clip', 'divot-tool', 'backing-card'));--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_size_check" CHECK ("custom_orders"."size" in ('0.75inch', '1inch', '1.25inch', '1.5inch', '2x3inch', '3x4inch'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_product_check" CHECK ("quote_requests"."product" in ('pin', 'ball-marker', 'hat-clip', 'divot-tool', 'backing-card'));