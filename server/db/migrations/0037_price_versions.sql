CREATE TABLE "price_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"table" jsonb NOT NULL,
	"saved_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_versions" ADD CONSTRAINT "price_versions_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every new price version (the owner's save, a seed, a console) tells each listening instance to drop its cached
-- table: NOTIFY is sent on commit, and not at all if the transaction rolls back.
CREATE FUNCTION price_versions_notify_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('prices', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER price_versions_notify_prices AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_versions
  FOR EACH STATEMENT EXECUTE FUNCTION price_versions_notify_prices();
