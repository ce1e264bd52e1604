CREATE TYPE "public"."slug_kind" AS ENUM('place', 'artist', 'organizer', 'business', 'city');--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "slug_kind" NOT NULL,
	"old_slug" text NOT NULL,
	"target_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_kind_old_slug_unique" UNIQUE("kind","old_slug")
);
