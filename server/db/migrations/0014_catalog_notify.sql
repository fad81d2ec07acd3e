-- Every write to the catalogue (the shop's own, a seed, a console) tells each listening instance to drop its cached
-- snapshot of GET /api/products: NOTIFY is sent on commit, and not at all if the transaction rolls back.
CREATE FUNCTION products_notify_catalog() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_notify_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_notify_catalog();
