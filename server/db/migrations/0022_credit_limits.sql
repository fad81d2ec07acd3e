CREATE TABLE "credit_limits" (
	"email" text PRIMARY KEY NOT NULL,
	"limit_cents" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_limits_limit_check" CHECK ("credit_limits"."limit_cents" >= 0),
	CONSTRAINT "credit_limits_email_lower_check" CHECK ("credit_limits"."email" = lower("credit_limits"."email"))
);
--> statement-breakpoint
ALTER TABLE "credit_limits" ADD CONSTRAINT "credit_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;