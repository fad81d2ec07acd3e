CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"image_url" text,
	"video_url" text,
	"in_stock" boolean DEFAULT true NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"category" text DEFAULT 'golf-pins' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"age_group" text DEFAULT 'adult' NOT NULL,
	"gender" text DEFAULT 'unisex' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_cents_check" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_stock_quantity_check" CHECK ("products"."stock_quantity" >= 0),
	CONSTRAINT "products_category_check" CHECK ("products"."category" in ('golf-pins', 'commemorative', 'tournament', 'seasonal'))
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_quantity_check" CHECK ("stock_reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"shipping_address" text,
	"total_amount_cents" integer NOT NULL,
	"discount_code" text,
	"discount_amount_cents" integer DEFAULT 0 NOT NULL,
	"payment_intent_id" text,
	"payment_id" integer,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"tracking_number" text,
	"tracking_url" text,
	"access_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_payment_id_key" UNIQUE("payment_id"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "orders_total_amount_cents_check" CHECK ("orders"."total_amount_cents" >= 0),
	CONSTRAINT "orders_discount_amount_cents_check" CHECK ("orders"."discount_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "custom_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"quantity" integer NOT NULL,
	"size" text DEFAULT '1inch' NOT NULL,
	"plating" text DEFAULT 'silver' NOT NULL,
	"packaging" text DEFAULT 'just-pins' NOT NULL,
	"logo_file_name" text,
	"logo_url" text,
	"pin_designs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rush_order" boolean DEFAULT false NOT NULL,
	"rush_order_fee_cents" integer DEFAULT 0 NOT NULL,
	"price_per_pin_cents" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	"deposit_amount_cents" integer NOT NULL,
	"remaining_balance_cents" integer NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text,
	"notes" text,
	"deposit_payment_id" text,
	"balance_payment_id" text,
	"balance_payment_token" text,
	"discount_code" text,
	"discount_amount_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"access_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_orders_balance_payment_token_key" UNIQUE("balance_payment_token"),
	CONSTRAINT "custom_orders_status_check" CHECK ("custom_orders"."status" in ('pending', 'deposit_paid', 'design_in_progress', 'mockup_sent', 'awaiting_approval', 'approved', 'balance_paid', 'in_production', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "custom_orders_size_check" CHECK ("custom_orders"."size" in ('0.75inch', '1inch', '1.25inch', '1.5inch')),
	CONSTRAINT "custom_orders_plating_check" CHECK ("custom_orders"."plating" in ('silver', 'gold', 'bronze', 'black-nickel')),
	CONSTRAINT "custom_orders_quantity_check" CHECK ("custom_orders"."quantity" >= 1),
	CONSTRAINT "custom_orders_amounts_check" CHECK ("custom_orders"."rush_order_fee_cents" >= 0 and "custom_orders"."price_per_pin_cents" >= 0 and "custom_orders"."total_price_cents" >= 0 and "custom_orders"."deposit_amount_cents" >= 0 and "custom_orders"."remaining_balance_cents" >= 0 and "custom_orders"."discount_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"company_name" text,
	"project_description" text NOT NULL,
	"quantity" integer NOT NULL,
	"logo_file_name" text,
	"logo_url" text,
	"logo_upload_id" uuid,
	"preferred_size" text,
	"deadline_date" text,
	"additional_notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"quoted_amount" integer,
	"quoted_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" in ('pending', 'quoted', 'approved', 'completed')),
	CONSTRAINT "quote_requests_quantity_check" CHECK ("quote_requests"."quantity" >= 1),
	CONSTRAINT "quote_requests_quoted_amount_check" CHECK ("quote_requests"."quoted_amount" is null or "quote_requests"."quoted_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"minimum_order_amount_cents" integer DEFAULT 0 NOT NULL,
	"max_uses" integer,
	"current_uses" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_uppercase_check" CHECK ("discount_codes"."code" = upper("discount_codes"."code") and length("discount_codes"."code") > 0),
	CONSTRAINT "discount_codes_discount_type_check" CHECK ("discount_codes"."discount_type" in ('percentage', 'fixed')),
	CONSTRAINT "discount_codes_discount_value_check" CHECK ("discount_codes"."discount_value" > 0 and ("discount_codes"."discount_type" <> 'percentage' or "discount_codes"."discount_value" <= 100)),
	CONSTRAINT "discount_codes_minimum_order_amount_cents_check" CHECK ("discount_codes"."minimum_order_amount_cents" >= 0),
	CONSTRAINT "discount_codes_max_uses_check" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."max_uses" >= 0),
	CONSTRAINT "discount_codes_current_uses_check" CHECK ("discount_codes"."current_uses" >= 0 and ("discount_codes"."max_uses" is null or "discount_codes"."current_uses" <= "discount_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"provider" text DEFAULT 'paypal' NOT NULL,
	"provider_order_id" text,
	"create_request_id" text NOT NULL,
	"capture_request_id" text NOT NULL,
	"capture_id" text,
	"custom_order_id" integer,
	"manual_invoice_id" integer,
	"session_id" text,
	"discount_code" text,
	"payer_email" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	CONSTRAINT "payments_provider_order_id_key" UNIQUE("provider_order_id"),
	CONSTRAINT "payments_create_request_id_key" UNIQUE("create_request_id"),
	CONSTRAINT "payments_capture_request_id_key" UNIQUE("capture_request_id"),
	CONSTRAINT "payments_capture_id_key" UNIQUE("capture_id"),
	CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('cart', 'deposit', 'balance', 'invoice')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'approved', 'captured', 'pending', 'declined', 'failed', 'voided')),
	CONSTRAINT "payments_amount_cents_check" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "manual_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manual_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_company" text,
	"customer_address" text,
	"due_date" date NOT NULL,
	"notes" text,
	"terms" text DEFAULT 'Net 30',
	"items" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_invoices_invoice_number_key" UNIQUE("invoice_number"),
	CONSTRAINT "manual_invoices_status_check" CHECK ("manual_invoices"."status" in ('pending', 'paid')),
	CONSTRAINT "manual_invoices_amounts_check" CHECK ("manual_invoices"."subtotal_cents" >= 0 and "manual_invoices"."tax_cents" >= 0 and "manual_invoices"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"content" text NOT NULL,
	"author_id" integer NOT NULL,
	"category" text NOT NULL,
	"featured_image" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"meta_title" text,
	"meta_description" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_key" UNIQUE("slug"),
	CONSTRAINT "blog_posts_category_check" CHECK ("blog_posts"."category" in ('tips', 'equipment', 'courses', 'tournaments', 'news')),
	CONSTRAINT "blog_posts_slug_check" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "blog_posts_view_count_check" CHECK ("blog_posts"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text,
	"first_name" text,
	"last_name" text,
	"company" text,
	"source" text NOT NULL,
	"accepts_marketing" boolean DEFAULT true NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_source_check" CHECK ("contacts"."source" in ('shopify-import', 'tournament-csv', 'signup', 'order', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "email_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_email" text NOT NULL,
	"discount_code" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"campaign_type" text DEFAULT 'discount' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_signups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"source" text NOT NULL,
	"consent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text DEFAULT 'email' NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "outbox_attempts_check" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_key" UNIQUE("storage_key"),
	CONSTRAINT "uploads_size_bytes_check" CHECK ("uploads"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_custom_order_id_custom_orders_id_fk" FOREIGN KEY ("custom_order_id") REFERENCES "public"."custom_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_manual_invoice_id_manual_invoices_id_fk" FOREIGN KEY ("manual_invoice_id") REFERENCES "public"."manual_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "products_is_active_idx" ON "products" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_session_id_product_id_key" ON "cart_items" USING btree ("session_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_product_id_expires_at_idx" ON "stock_reservations" USING btree ("product_id","expires_at");--> statement-breakpoint
CREATE INDEX "stock_reservations_payment_id_idx" ON "stock_reservations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_customer_email_lower_idx" ON "orders" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "custom_orders_customer_email_lower_idx" ON "custom_orders" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "custom_orders_user_id_idx" ON "custom_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "custom_orders_created_at_idx" ON "custom_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_upper_key" ON "discount_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "payments_custom_order_id_idx" ON "payments" USING btree ("custom_order_id");--> statement-breakpoint
CREATE INDEX "payments_manual_invoice_id_idx" ON "payments" USING btree ("manual_invoice_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "manual_invoices_created_at_idx" ON "manual_invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_is_published_published_at_idx" ON "blog_posts" USING btree ("is_published","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_email_lower_key" ON "contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_email_lower_source_key" ON "newsletter_signups" USING btree (lower("email"),"source");--> statement-breakpoint
CREATE INDEX "outbox_status_next_attempt_at_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");