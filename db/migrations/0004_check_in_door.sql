CREATE TYPE "public"."check_in_direction" AS ENUM('entry', 'exit');--> statement-breakpoint
ALTER TYPE "public"."check_in_method" ADD VALUE 'search';--> statement-breakpoint
ALTER TYPE "public"."check_in_method" ADD VALUE 'offline-sync';--> statement-breakpoint
CREATE TABLE "check_in_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"list_id" uuid,
	"attendee_id" uuid,
	"ticket_number" text,
	"nonce" text NOT NULL,
	"reason" text NOT NULL,
	"gate" text,
	"device_id" text,
	"staff_id" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_conflicts_nonce" UNIQUE("nonce")
);
--> statement-breakpoint
CREATE TABLE "check_in_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"all_categories" boolean DEFAULT true NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_exit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_lists_event_name" UNIQUE("event_id","name")
);
--> statement-breakpoint
CREATE TABLE "check_in_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"event_id" uuid,
	"owner_id" text,
	"invited_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "check_ins_once";--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "list_id" uuid;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "direction" "check_in_direction" DEFAULT 'entry' NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "nonce" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "scanned_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "invalidated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "invalidated_by" text;--> statement-breakpoint
ALTER TABLE "check_in_conflicts" ADD CONSTRAINT "check_in_conflicts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_conflicts" ADD CONSTRAINT "check_in_conflicts_list_id_check_in_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."check_in_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_conflicts" ADD CONSTRAINT "check_in_conflicts_attendee_id_booking_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."booking_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_conflicts" ADD CONSTRAINT "check_in_conflicts_staff_id_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_lists" ADD CONSTRAINT "check_in_lists_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_staff" ADD CONSTRAINT "check_in_staff_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_staff" ADD CONSTRAINT "check_in_staff_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_staff" ADD CONSTRAINT "check_in_staff_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_conflicts_event_id_created_at_index" ON "check_in_conflicts" USING btree ("event_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "check_in_staff_email_index" ON "check_in_staff" USING btree ("email");--> statement-breakpoint
CREATE INDEX "check_in_staff_event_id_index" ON "check_in_staff" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_list_id_check_in_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."check_in_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_invalidated_by_user_id_fk" FOREIGN KEY ("invalidated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_attendee_id_index" ON "check_ins" USING btree ("attendee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_entry_once" ON "check_ins" USING btree ("attendee_id","list_id") WHERE is_valid and direction = 'entry';--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_exit_once" ON "check_ins" USING btree ("attendee_id","list_id") WHERE is_valid and direction = 'exit';--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_nonce" UNIQUE("nonce");--> statement-breakpoint
-- Live counters at the door: every check-in, take-back and offline conflict wakes the event's
-- scanner pages (channel "check_ins", payload = event id; delivered after COMMIT).
CREATE OR REPLACE FUNCTION stadtpuls_notify_check_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('check_ins', NEW.event_id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER check_ins_notify AFTER INSERT OR UPDATE ON check_ins FOR EACH ROW EXECUTE FUNCTION stadtpuls_notify_check_in();
--> statement-breakpoint
CREATE TRIGGER check_in_conflicts_notify AFTER INSERT ON check_in_conflicts FOR EACH ROW EXECUTE FUNCTION stadtpuls_notify_check_in();
