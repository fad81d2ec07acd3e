CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"step" smallint DEFAULT 0 NOT NULL,
	"dimension" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_name_step_dimension_value_test_mode_pk" PRIMARY KEY("day","name","step","dimension","value","test_mode"),
	CONSTRAINT "analytics_daily_name_check" CHECK ("analytics_daily"."name" in ('pageview', 'submit_quote_request', 'quote_request_success', 'add_to_cart', 'begin_checkout', 'designer_step')),
	CONSTRAINT "analytics_daily_dimension_check" CHECK ("analytics_daily"."dimension" in ('total', 'path', 'referrer', 'campaign', 'device', 'country')),
	CONSTRAINT "analytics_daily_counts_check" CHECK ("analytics_daily"."events" >= 0 and "analytics_daily"."visitors" >= 0)
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"step" smallint,
	"path" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"country" text,
	"visitor_hash" text NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "analytics_events_name_check" CHECK ("analytics_events"."name" in ('pageview', 'submit_quote_request', 'quote_request_success', 'add_to_cart', 'begin_checkout', 'designer_step')),
	CONSTRAINT "analytics_events_device_check" CHECK ("analytics_events"."device" in ('desktop', 'mobile', 'tablet')),
	CONSTRAINT "analytics_events_step_check" CHECK (("analytics_events"."name" = 'designer_step') = ("analytics_events"."step" is not null) and ("analytics_events"."step" is null or "analytics_events"."step" between 1 and 5)),
	CONSTRAINT "analytics_events_country_check" CHECK ("analytics_events"."country" is null or "analytics_events"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_occurred_at_idx" ON "analytics_events" USING btree ("name","occurred_at");