CREATE TABLE "analytics_dropped" (
	"day" date NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "analytics_dropped_day_test_mode_pk" PRIMARY KEY("day","test_mode"),
	CONSTRAINT "analytics_dropped_events_check" CHECK ("analytics_dropped"."events" >= 0)
);
