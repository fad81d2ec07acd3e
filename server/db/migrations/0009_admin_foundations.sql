CREATE SEQUENCE "public"."manual_invoice_number_seq" INCREMENT BY 1 MINVALUE 100001 MAXVALUE 999999 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "quote_request_id" integer;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "quoted_size" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "quoted_plating" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "prepared_order_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_code_hash_key" ON "recovery_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_id_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_live_created_at_id_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "custom_orders_live_created_at_id_idx" ON "custom_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "custom_orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_quote_request_id_key" UNIQUE("quote_request_id");--> statement-breakpoint
-- Past every number already issued (the demo invoices, or any made before the sequence existed).
SELECT setval('manual_invoice_number_seq', greatest(100000, coalesce((SELECT max(substring("invoice_number" from 5)::integer) FROM "manual_invoices" WHERE "invoice_number" ~ '^INV-[0-9]{6}$'), 100000)) + 1, false);
