CREATE TYPE "public"."team_role" AS ENUM('manager', 'editor', 'finance', 'door');--> statement-breakpoint
CREATE TABLE "organizer_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "team_role" NOT NULL,
	"can_sell" boolean DEFAULT false NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organizer_members" ADD CONSTRAINT "organizer_members_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_members" ADD CONSTRAINT "organizer_members_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizer_members_email_index" ON "organizer_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "organizer_members_active_uq" ON "organizer_members" USING btree ("organizer_id","email") WHERE "organizer_members"."removed_at" is null;--> statement-breakpoint
-- hand-written: the door helpers of all an organizer's events become the Einlass members of the organizer's profile (decision 0016)
INSERT INTO "organizer_members" ("organizer_id", "email", "role", "can_sell", "invited_by", "created_at")
SELECT DISTINCT ON (p.id, lower(s.email)) p.id, lower(s.email), 'door', s.can_sell, s.invited_by, s.created_at
FROM "check_in_staff" s
JOIN LATERAL (SELECT o.id FROM "organizers" o WHERE o.user_id = s.owner_id ORDER BY o.created_at, o.id LIMIT 1) p ON true
WHERE s.event_id IS NULL AND s.revoked_at IS NULL AND s.owner_id IS NOT NULL
ORDER BY p.id, lower(s.email), s.created_at
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "check_in_staff" s SET "revoked_at" = now()
WHERE s.event_id IS NULL AND s.revoked_at IS NULL AND EXISTS (SELECT 1 FROM "organizers" o WHERE o.user_id = s.owner_id);
