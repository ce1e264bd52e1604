CREATE TYPE "public"."broadcast_audience" AS ENUM('all', 'city', 'role', 'user');--> statement-breakpoint
CREATE TYPE "public"."broadcast_status" AS ENUM('scheduled', 'sending', 'done', 'cancelled');--> statement-breakpoint
CREATE TABLE "notification_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_token" text NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"action_url" text,
	"image_url" text,
	"priority" "notification_priority" DEFAULT 'normal' NOT NULL,
	"audience" "broadcast_audience" NOT NULL,
	"audience_value" text,
	"audience_label" text NOT NULL,
	"status" "broadcast_status" DEFAULT 'scheduled' NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"cursor" text,
	"created_by" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_broadcasts_requestToken_unique" UNIQUE("request_token")
);
--> statement-breakpoint
CREATE TABLE "email_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_key" text NOT NULL,
	"kind" text DEFAULT 'saved' NOT NULL,
	"subject" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"created_by" text,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_template_versions" ADD CONSTRAINT "email_template_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_broadcasts_created_at_index" ON "notification_broadcasts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_template_versions_template_key_created_at_index" ON "email_template_versions" USING btree ("template_key","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_broadcast_once" ON "notifications" USING btree ("entity_id","user_id") WHERE entity_type = 'broadcast';