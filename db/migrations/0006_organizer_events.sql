CREATE TYPE "public"."event_cancellation_status" AS ENUM('pending', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "event_cancellation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"requested_by" text,
	"reason" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" "event_cancellation_status" DEFAULT 'pending' NOT NULL,
	"total_bookings" integer DEFAULT 0 NOT NULL,
	"processed_bookings" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"failed_bookings" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
ALTER TABLE "event_cancellation_jobs" ADD CONSTRAINT "event_cancellation_jobs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellation_jobs" ADD CONSTRAINT "event_cancellation_jobs_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_cancellation_jobs_event_id_index" ON "event_cancellation_jobs" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_cancellation_jobs_status_index" ON "event_cancellation_jobs" USING btree ("status");