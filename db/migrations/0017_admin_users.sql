ALTER TYPE "public"."app_role" ADD VALUE 'support' BEFORE 'organizer';--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "impersonated_by" text;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "banned" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "ban_expires" timestamp with time zone;--> statement-breakpoint

-- hand-written: the admin plugin's role mirror starts as a copy of user_roles (decision 0011)
UPDATE "user" u SET "role" = ur."role"::text FROM "user_roles" ur WHERE ur."user_id" = u."id";
