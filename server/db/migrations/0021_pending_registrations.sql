CREATE TABLE "pending_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email_key" text NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"password_hash" text,
	"token_hash" text,
	"emails_sent" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_registrations_email_key_key" ON "pending_registrations" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_registrations_token_hash_key" ON "pending_registrations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pending_registrations_expires_at_idx" ON "pending_registrations" USING btree ("expires_at");