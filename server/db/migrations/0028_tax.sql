CREATE TABLE "tax_certificate_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_certificate_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"certificate_id" integer NOT NULL,
	"outbox_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_certificate_notices_certificate_unique" UNIQUE("certificate_id")
);
--> statement-breakpoint
CREATE TABLE "tax_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"number" text NOT NULL,
	"expires_on" date NOT NULL,
	"upload_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_certificates_kind_check" CHECK ("tax_certificates"."kind" in ('resale', 'exemption')),
	CONSTRAINT "tax_certificates_status_check" CHECK ("tax_certificates"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "tax_certificates_country_check" CHECK ("tax_certificates"."country" in ('US', 'CA'))
);
--> statement-breakpoint
CREATE TABLE "tax_exempt_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_exempt_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_exempt_items_kind_ref_unique" UNIQUE("kind","ref"),
	CONSTRAINT "tax_exempt_items_kind_check" CHECK ("tax_exempt_items"."kind" in ('product', 'custom-order'))
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"region" text NOT NULL,
	"components" jsonb NOT NULL,
	"tax_shipping" boolean DEFAULT false NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_country_check" CHECK ("tax_rates"."country" in ('US', 'CA'))
);
--> statement-breakpoint
ALTER TABLE "tax_certificate_notices" ADD CONSTRAINT "tax_certificate_notices_certificate_id_tax_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."tax_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_certificates_user_idx" ON "tax_certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tax_rates_region_from_idx" ON "tax_rates" USING btree ("country","region","effective_from");