-- Wake-up signals as triggers instead of extra statements in every transaction:
-- a new outbox message wakes the worker, a new notification reaches the user's live stream.
-- pg_notify is transactional: listeners hear it only after COMMIT, exactly as before.
CREATE OR REPLACE FUNCTION stadtpuls_notify_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION stadtpuls_notify_outbox();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stadtpuls_notify_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notifications', NEW.user_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_notify AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION stadtpuls_notify_notification();
