CREATE TABLE "followup_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "followup_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"since" text NOT NULL,
	"step" integer NOT NULL,
	"to_address" text NOT NULL,
	"outbox_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followup_sends_kind_target_since_step_unique" UNIQUE("kind","target","since","step"),
	CONSTRAINT "followup_sends_kind_check" CHECK ("followup_sends"."kind" in ('abandoned-checkout', 'quote'))
);
--> statement-breakpoint
CREATE TABLE "tournament_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organiser" text NOT NULL,
	"event_date" date NOT NULL,
	"step" integer NOT NULL,
	"code" text NOT NULL,
	"outbox_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_sends_organiser_event_date_step_unique" UNIQUE("organiser","event_date","step")
);
--> statement-breakpoint
ALTER TABLE "contact_list_members" ADD COLUMN "event_date" date;--> statement-breakpoint
CREATE INDEX "contact_list_members_event_date_idx" ON "contact_list_members" USING btree ("event_date");