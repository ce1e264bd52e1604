CREATE TABLE "event_stats_daily" (
	"event_id" uuid NOT NULL,
	"day" date,
	"ticket_name" text DEFAULT '' NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"attendees" integer DEFAULT 0 NOT NULL,
	"checked_in" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_stats_daily_key" UNIQUE NULLS NOT DISTINCT("event_id","day","ticket_name")
);
--> statement-breakpoint
CREATE TABLE "event_stats_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"day" date,
	"ticket_name" text DEFAULT '' NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"attendees" integer DEFAULT 0 NOT NULL,
	"checked_in" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_stats_daily_day_index" ON "event_stats_daily" USING btree ("day");--> statement-breakpoint
-- Organizer stats roll-up (docs/decisions/0010-stats-roll-up.md). Every change of a booking, booking item
-- or attendee appends its effect on the figures to event_stats_deltas in the same transaction: the old
-- row's figures with a minus sign, the new row's with a plus sign. Appends take no row lock, so
-- concurrent checkouts, refunds and check-ins never wait on each other or deadlock here.
-- stats_compact() folds the deltas into event_stats_daily (one runner at a time); readers use the view
-- event_stats, which adds both, so a figure is exact whether or not it has been compacted yet.
CREATE FUNCTION stats_add(p_event uuid, p_day date, p_name text, p_bookings integer, p_tickets integer, p_gross bigint, p_net bigint,
  p_refunds integer, p_refunded bigint, p_cancelled integer, p_attendees integer, p_checked_in integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO event_stats_deltas (event_id, day, ticket_name, bookings, tickets, gross_cents, net_cents, refunds, refunded_cents, cancelled, attendees, checked_in)
  SELECT p_event, p_day, p_name, p_bookings, p_tickets, p_gross, p_net, p_refunds, p_refunded, p_cancelled, p_attendees, p_checked_in
  WHERE p_event IS NOT NULL AND (p_bookings, p_tickets, p_gross, p_net, p_refunds, p_refunded, p_cancelled, p_attendees, p_checked_in) <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
$$;
--> statement-breakpoint
CREATE FUNCTION stats_berlin_day(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$ SELECT (t AT TIME ZONE 'Europe/Berlin')::date $$;
--> statement-breakpoint
-- one booking's figures times p_sign; p_children: also its items' and attendees' (they depend on the
-- booking's event, status and confirmation day)
CREATE FUNCTION stats_booking(b bookings, p_sign integer, p_children boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  paid boolean := b.status = 'confirmed' AND b.confirmed_at IS NOT NULL;
BEGIN
  IF b.event_id IS NULL THEN RETURN; END IF;
  IF paid THEN
    PERFORM stats_add(b.event_id, stats_berlin_day(b.confirmed_at), '', p_sign, p_sign * b.quantity, p_sign * b.total_amount_cents::bigint,
      p_sign * (b.total_amount_cents - b.refunded_cents)::bigint, 0, 0, 0, 0, 0);
  END IF;
  IF b.refunded_cents > 0 AND b.updated_at IS NOT NULL THEN
    PERFORM stats_add(b.event_id, stats_berlin_day(b.updated_at), '', 0, 0, 0, 0, p_sign, p_sign * b.refunded_cents::bigint, 0, 0, 0);
  END IF;
  IF b.status = 'cancelled' AND b.cancelled_at IS NOT NULL THEN
    PERFORM stats_add(b.event_id, stats_berlin_day(b.cancelled_at), '', 0, 0, 0, 0, 0, 0, p_sign, 0, 0);
  END IF;
  IF p_children AND paid THEN
    PERFORM stats_add(b.event_id, stats_berlin_day(b.confirmed_at), bi.name, 0, p_sign * sum(bi.quantity)::integer,
        p_sign * sum(bi.quantity * bi.unit_price_cents)::bigint, 0, 0, 0, 0, 0, 0)
      FROM booking_items bi WHERE bi.booking_id = b.id GROUP BY bi.name;
  END IF;
  IF p_children AND b.status = 'confirmed' THEN
    PERFORM stats_add(b.event_id, NULL, '', 0, 0, 0, 0, 0, 0, 0, p_sign * count(*)::integer, p_sign * (count(*) FILTER (WHERE a.is_checked_in))::integer)
      FROM booking_attendees a WHERE a.booking_id = b.id AND a.is_valid;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION stats_on_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  children boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_booking(NEW, 1, true);
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    -- BEFORE DELETE: the items and attendees are still there (their own triggers find no booking once it is gone)
    PERFORM stats_booking(OLD, -1, true);
    RETURN OLD;
  END IF;
  IF (OLD.event_id, OLD.status, OLD.confirmed_at, OLD.cancelled_at, OLD.updated_at, OLD.quantity, OLD.total_amount_cents, OLD.refunded_cents)
     IS NOT DISTINCT FROM (NEW.event_id, NEW.status, NEW.confirmed_at, NEW.cancelled_at, NEW.updated_at, NEW.quantity, NEW.total_amount_cents, NEW.refunded_cents) THEN
    RETURN NULL;
  END IF;
  children := OLD.event_id IS DISTINCT FROM NEW.event_id OR OLD.status IS DISTINCT FROM NEW.status OR OLD.confirmed_at IS DISTINCT FROM NEW.confirmed_at;
  PERFORM stats_booking(OLD, -1, children);
  PERFORM stats_booking(NEW, 1, children);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_stats AFTER INSERT OR UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION stats_on_booking();
--> statement-breakpoint
CREATE TRIGGER bookings_stats_delete BEFORE DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION stats_on_booking();
--> statement-breakpoint
CREATE FUNCTION stats_on_booking_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.booking_id, OLD.name, OLD.quantity, OLD.unit_price_cents) IS NOT DISTINCT FROM (NEW.booking_id, NEW.name, NEW.quantity, NEW.unit_price_cents) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM stats_add(b.event_id, stats_berlin_day(b.confirmed_at), OLD.name, 0, -OLD.quantity, -(OLD.quantity * OLD.unit_price_cents)::bigint, 0, 0, 0, 0, 0, 0)
      FROM bookings b WHERE b.id = OLD.booking_id AND b.status = 'confirmed' AND b.confirmed_at IS NOT NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM stats_add(b.event_id, stats_berlin_day(b.confirmed_at), NEW.name, 0, NEW.quantity, (NEW.quantity * NEW.unit_price_cents)::bigint, 0, 0, 0, 0, 0, 0)
      FROM bookings b WHERE b.id = NEW.booking_id AND b.status = 'confirmed' AND b.confirmed_at IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_items_stats AFTER INSERT OR UPDATE OR DELETE ON booking_items FOR EACH ROW EXECUTE FUNCTION stats_on_booking_item();
--> statement-breakpoint
CREATE FUNCTION stats_on_attendee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.booking_id, OLD.is_valid, OLD.is_checked_in) IS NOT DISTINCT FROM (NEW.booking_id, NEW.is_valid, NEW.is_checked_in) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_valid THEN
    PERFORM stats_add(b.event_id, NULL, '', 0, 0, 0, 0, 0, 0, 0, -1, CASE WHEN OLD.is_checked_in THEN -1 ELSE 0 END)
      FROM bookings b WHERE b.id = OLD.booking_id AND b.status = 'confirmed';
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.is_valid THEN
    PERFORM stats_add(b.event_id, NULL, '', 0, 0, 0, 0, 0, 0, 0, 1, CASE WHEN NEW.is_checked_in THEN 1 ELSE 0 END)
      FROM bookings b WHERE b.id = NEW.booking_id AND b.status = 'confirmed';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_attendees_stats AFTER INSERT OR UPDATE OR DELETE ON booking_attendees FOR EACH ROW EXECUTE FUNCTION stats_on_attendee();
--> statement-breakpoint
-- folds the committed deltas into event_stats_daily; one runner at a time (the only writer of that table)
CREATE FUNCTION stats_compact() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer := 0;
BEGIN
  IF NOT pg_try_advisory_xact_lock(727275) THEN RETURN 0; END IF;
  WITH moved AS (DELETE FROM event_stats_deltas RETURNING *)
  INSERT INTO event_stats_daily AS s (event_id, day, ticket_name, bookings, tickets, gross_cents, net_cents, refunds, refunded_cents, cancelled, attendees, checked_in)
  SELECT event_id, day, ticket_name, sum(bookings), sum(tickets), sum(gross_cents), sum(net_cents), sum(refunds), sum(refunded_cents), sum(cancelled), sum(attendees), sum(checked_in)
  FROM moved GROUP BY event_id, day, ticket_name
  ON CONFLICT ON CONSTRAINT event_stats_daily_key DO UPDATE SET
    bookings = s.bookings + excluded.bookings, tickets = s.tickets + excluded.tickets, gross_cents = s.gross_cents + excluded.gross_cents,
    net_cents = s.net_cents + excluded.net_cents, refunds = s.refunds + excluded.refunds, refunded_cents = s.refunded_cents + excluded.refunded_cents,
    cancelled = s.cancelled + excluded.cancelled, attendees = s.attendees + excluded.attendees, checked_in = s.checked_in + excluded.checked_in;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;
--> statement-breakpoint
CREATE VIEW event_stats AS
  SELECT event_id, day, ticket_name, bookings, tickets, gross_cents, net_cents, refunds, refunded_cents, cancelled, attendees, checked_in FROM event_stats_daily
  UNION ALL
  SELECT event_id, day, ticket_name, bookings, tickets, gross_cents, net_cents, refunds, refunded_cents, cancelled, attendees, checked_in FROM event_stats_deltas;
--> statement-breakpoint
-- the figures of the bookings made before this migration
SELECT stats_booking(b, 1, true) FROM bookings b;
--> statement-breakpoint
SELECT stats_compact();
