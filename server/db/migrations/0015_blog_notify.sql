-- Every write to the blog's posts (a seed, a console, a migration) tells each listening instance to drop its cached
-- lists of published posts: NOTIFY is sent on commit, and not at all if the transaction rolls back. A reader's view
-- (an update of view_count alone) is not an edit: it notifies nothing, and the lists' counts catch up on their
-- next load (docs/decisions/023-blog-lists-cache.md).
CREATE FUNCTION blog_posts_notify_blog() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('blog', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_notify_blog AFTER INSERT OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION blog_posts_notify_blog();
--> statement-breakpoint
CREATE TRIGGER blog_posts_notify_blog_edit AFTER UPDATE ON blog_posts
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'view_count') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count'))
  EXECUTE FUNCTION blog_posts_notify_blog();
