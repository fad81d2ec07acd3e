-- Orders to the door: a custom order's ship-to address, carrier and tracking, shipped and delivered times, the
-- owner's internal note and cancellation on both kinds of order; the quote's packaging, rush and ship-to; refunds
-- the owner makes from the admin (payment_refunds); the owner's settings (shop_settings).
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"restock" boolean DEFAULT false NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_request_id_key" UNIQUE("request_id"),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "payment_refunds_amount_cents_check" CHECK ("payment_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "quoted_packaging" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "quoted_rush" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_id_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_check" CHECK ("orders"."carrier" in ('ups', 'usps', 'fedex', 'dhl', 'other'));--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_carrier_check" CHECK ("custom_orders"."carrier" in ('ups', 'usps', 'fedex', 'dhl', 'other'));