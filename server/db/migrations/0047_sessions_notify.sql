-- Every write that can change what a session cookie resolves to tells each listening instance to drop the sessions it
-- keeps (server/modules/accounts/kept-sessions.ts): a session ended (sign-out, a password reset, a second factor
-- enrolled, an admin made a customer, the expired ones purged, its user deleted) or changed other than by its sliding
-- expiry, and any change to users (role, e-mail, its verification, the second factor). The sliding expiry, written at
-- most hourly while a visitor is active, is not announced: each instance keeps its own copy of it and reads again when
-- that copy says the session has ended. A new session is not announced either: only sessions found are kept. NOTIFY is
-- sent on commit, and not at all if the transaction rolls back.
CREATE FUNCTION sessions_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_ended AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (
    OLD.id IS DISTINCT FROM NEW.id OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.data IS DISTINCT FROM NEW.data
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR NEW.expires_at < OLD.expires_at
  )
  EXECUTE FUNCTION sessions_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_users AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify();
