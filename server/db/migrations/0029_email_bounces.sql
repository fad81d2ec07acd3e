CREATE TABLE "email_bounces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_bounces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_bounces_kind_check" CHECK ("email_bounces"."kind" in ('hard', 'soft', 'complaint'))
);
--> statement-breakpoint
CREATE INDEX "email_bounces_email_lower_idx" ON "email_bounces" USING btree (lower("email"));