CREATE TABLE "saved_designs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_designs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"options" jsonb NOT NULL,
	"logo_url" text,
	"logo_file_name" text,
	"custom_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_designs_name_check" CHECK (length("saved_designs"."name") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'paypal' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_designs" ADD CONSTRAINT "saved_designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_designs" ADD CONSTRAINT "saved_designs_custom_order_id_custom_orders_id_fk" FOREIGN KEY ("custom_order_id") REFERENCES "public"."custom_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_designs_user_id_updated_at_idx" ON "saved_designs" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_manual_invoice_id_manual_invoices_id_fk" FOREIGN KEY ("manual_invoice_id") REFERENCES "public"."manual_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subtotal_shipping_cents_check" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."shipping_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('paypal', 'invoice'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_country_check" CHECK ("orders"."shipping_country" in ('US', 'CA'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'awaiting_invoice', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'));--> statement-breakpoint
-- Orders placed before the subtotal and shipping were recorded: every cart order paid the flat $5.99 shipping,
-- so the charged subtotal is what remains of the total with the discount added back.
UPDATE "orders" SET "shipping_cents" = 599, "subtotal_cents" = greatest(0, "total_amount_cents" + "discount_amount_cents" - 599) WHERE "subtotal_cents" = 0 AND "total_amount_cents" > 0;--> statement-breakpoint
-- The newsletter's welcome code is for a first order only.
UPDATE "discount_codes" SET "first_order_only" = true WHERE "code" = 'WELCOME15';
