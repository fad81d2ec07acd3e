-- Every write to reviews (a buyer's new review, the owner's moderation or reply, a console) tells each listening
-- instance to drop its cached published reviews: the catalogue's stars and each product's first page
-- (server/modules/reviews/published-reviews.ts). NOTIFY is sent on commit, and not at all if the transaction rolls
-- back.
CREATE FUNCTION reviews_notify_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reviews', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_notify_reviews AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_notify_reviews();
