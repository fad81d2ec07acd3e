CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"html_content" text,
	"discount_code" text,
	"discount_percent" integer,
	"unique_codes" boolean DEFAULT false NOT NULL,
	"list_id" integer,
	"excluded_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"rate_per_second" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"next_dispatch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "campaigns_kind_check" CHECK ("campaigns"."kind" in ('marketing', 'discount', 'vip', 'tournament')),
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('running', 'paused', 'cancelled', 'completed')),
	CONSTRAINT "campaigns_rate_check" CHECK ("campaigns"."rate_per_second" > 0),
	CONSTRAINT "campaigns_discount_percent_check" CHECK ("campaigns"."discount_percent" is null or ("campaigns"."discount_percent" between 1 and 50))
);
--> statement-breakpoint
CREATE TABLE "contact_list_members" (
	"list_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "contact_list_members_list_id_contact_id_pk" PRIMARY KEY("list_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "contact_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_lists_kind_check" CHECK ("contact_lists"."kind" in ('vip', 'tournament'))
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"campaign_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppressions_reason_check" CHECK ("suppressions"."reason" in ('unsubscribed', 'bounced', 'complained', 'excluded'))
);
--> statement-breakpoint
ALTER TABLE "contacts" DROP CONSTRAINT "contacts_source_check";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_check";--> statement-breakpoint
ALTER TABLE "email_campaigns" ALTER COLUMN "sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_campaigns" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "bound_email" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "consent_source" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "skip_reason" text;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "outbox_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_list_id_contact_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."contact_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_members" ADD CONSTRAINT "contact_list_members_list_id_contact_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."contact_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_members" ADD CONSTRAINT "contact_list_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_lists" ADD CONSTRAINT "contact_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_status_next_dispatch_at_idx" ON "campaigns" USING btree ("status","next_dispatch_at");--> statement-breakpoint
CREATE INDEX "contact_lists_kind_created_at_idx" ON "contact_lists" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suppressions_email_lower_key" ON "suppressions" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_campaigns_campaign_id_email_lower_key" ON "email_campaigns" USING btree ("campaign_id",lower("customer_email"));--> statement-breakpoint
CREATE INDEX "email_campaigns_campaign_id_status_idx" ON "email_campaigns" USING btree ("campaign_id","status");--> statement-breakpoint
-- Consent as recorded so far: the newsletter popup's signups are explicit opt-ins (with their time); other contacts
-- that were marked as accepting marketing keep it with that origin; free-pin signups alone were not an opt-in.
-- Unsubscribed contacts move to the suppression list.
UPDATE "contacts" SET "marketing_consent_at" = "s"."consent_at", "consent_source" = 'newsletter ' || "s"."source"
  FROM "newsletter_signups" "s"
  WHERE lower("s"."email") = lower("contacts"."email") AND "s"."source" = 'popup_15off'
    AND "contacts"."accepts_marketing" AND "contacts"."unsubscribed_at" IS NULL;--> statement-breakpoint
UPDATE "contacts" SET "marketing_consent_at" = "created_at",
    "consent_source" = 'marked as accepting marketing before consent sources were kept'
  WHERE "accepts_marketing" AND "unsubscribed_at" IS NULL AND "marketing_consent_at" IS NULL AND "source" <> 'signup';--> statement-breakpoint
INSERT INTO "suppressions" ("email", "reason", "created_at")
  SELECT "email", 'unsubscribed', "unsubscribed_at" FROM "contacts" WHERE "unsubscribed_at" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "email_campaigns" SET "status" = 'queued' WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "accepts_marketing";--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "unsubscribed_at";--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_consent_check" CHECK (("contacts"."marketing_consent_at" is null) = ("contacts"."consent_source" is null));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_source_check" CHECK ("contacts"."source" in ('shopify-import', 'tournament-csv', 'vip-csv', 'signup', 'order', 'account', 'manual'));--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_status_check" CHECK ("email_campaigns"."status" in ('pending', 'queued', 'skipped', 'cancelled'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sending', 'sent', 'failed', 'cancelled'));