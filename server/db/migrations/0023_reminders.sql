CREATE TABLE "reminder_pauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_pauses_scope_target_unique" UNIQUE("scope","target"),
	CONSTRAINT "reminder_pauses_scope_check" CHECK ("reminder_pauses"."scope" in ('order', 'customer'))
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"line_key" text NOT NULL,
	"step" integer NOT NULL,
	"to_address" text NOT NULL,
	"outbox_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_line_key_step_unique" UNIQUE("line_key","step")
);
