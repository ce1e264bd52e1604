CREATE TYPE "public"."request_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."app_role" AS ENUM('admin', 'organizer', 'user');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."blog_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."contact_reason" AS ENUM('general', 'event', 'technical', 'booking', 'press', 'partnership', 'other');--> statement-breakpoint
CREATE TYPE "public"."job_type" AS ENUM('vollzeit', 'teilzeit', 'teilzeit_vollzeit');--> statement-breakpoint
CREATE TYPE "public"."raffle_difficulty" AS ENUM('einfach', 'mittel', 'schwer');--> statement-breakpoint
CREATE TYPE "public"."email_digest_frequency" AS ENUM('immediate', 'daily', 'weekly', 'never');--> statement-breakpoint
CREATE TYPE "public"."favorite_type" AS ENUM('event', 'location', 'artist');--> statement-breakpoint
CREATE TYPE "public"."notification_priority" AS ENUM('low', 'normal', 'high', 'urgent');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('event', 'follow', 'like', 'comment', 'system');--> statement-breakpoint
CREATE TYPE "public"."event_kind" AS ENUM('event', 'workshop', 'activity');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('draft', 'published', 'cancelled', 'sold_out');--> statement-breakpoint
CREATE TYPE "public"."outbox_kind" AS ENUM('email', 'push', 'notification');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'processing', 'sent', 'failed', 'dead');--> statement-breakpoint
CREATE TYPE "public"."artist_type" AS ENUM('musician', 'band', 'comedian', 'dj', 'speaker', 'performer', 'painter', 'photographer');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('published', 'pending', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('pending', 'confirmed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."check_in_method" AS ENUM('qr', 'manual');--> statement-breakpoint
CREATE TYPE "public"."discount_kind" AS ENUM('percent', 'amount');--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('charge', 'refund');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'completed', 'failed', 'expired', 'refunded', 'partially_refunded');--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_owner_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"business_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text,
	"street_address" text,
	"postal_code" text,
	"city" text,
	"phone" text,
	"email" text,
	"website" text,
	"location_id" uuid,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "request_status" DEFAULT 'pending' NOT NULL,
	"admin_response" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"organization_name" text NOT NULL,
	"description" text NOT NULL,
	"website" text,
	"phone" text,
	"city" text,
	"event_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "request_status" DEFAULT 'pending' NOT NULL,
	"admin_response" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"first_name" text,
	"last_name" text,
	"avatar_url" text,
	"city_id" text,
	"bio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" "app_role" DEFAULT 'user' NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"hero_image_url" text,
	"landmarks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"neighborhoods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"theme_config" jsonb DEFAULT '{"primary_color":"#b53c7a","secondary_color":"#554c9a","accent_color":"#10b981","theme":"light"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#554c9a' NOT NULL,
	"icon" text DEFAULT 'newspaper' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_post_views" (
	"post_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_views_post_id_viewer_key_pk" PRIMARY KEY("post_id","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"puck_content" jsonb,
	"status" "blog_status" DEFAULT 'draft' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"category_id" uuid,
	"city_id" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" text,
	"featured_image_url" text,
	"views_count" integer DEFAULT 0 NOT NULL,
	"reading_minutes" integer DEFAULT 3 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(excerpt, ''))), 'B') || setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(content, ''))), 'C')) STORED,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"reason" "contact_reason",
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"type" "job_type" NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"location" text DEFAULT 'Lübeck' NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_postings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "raffle_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"raffle_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"prize" text NOT NULL,
	"prize_value_cents" integer,
	"image_url" text,
	"city_id" text,
	"sponsor" text,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"difficulty" "raffle_difficulty" DEFAULT 'einfach' NOT NULL,
	"task" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"winner_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"image_url" text,
	"email" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"push_enabled" boolean DEFAULT false NOT NULL,
	"push_event_reminders" boolean DEFAULT true NOT NULL,
	"push_event_updates" boolean DEFAULT true NOT NULL,
	"push_bookings" boolean DEFAULT true NOT NULL,
	"push_follows" boolean DEFAULT true NOT NULL,
	"push_likes" boolean DEFAULT true NOT NULL,
	"push_comments" boolean DEFAULT true NOT NULL,
	"push_requests" boolean DEFAULT true NOT NULL,
	"push_system" boolean DEFAULT true NOT NULL,
	"push_admin_messages" boolean DEFAULT true NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"email_event_reminders" boolean DEFAULT true NOT NULL,
	"email_event_updates" boolean DEFAULT true NOT NULL,
	"email_bookings" boolean DEFAULT true NOT NULL,
	"email_follows" boolean DEFAULT false NOT NULL,
	"email_likes" boolean DEFAULT false NOT NULL,
	"email_comments" boolean DEFAULT false NOT NULL,
	"email_requests" boolean DEFAULT true NOT NULL,
	"email_system" boolean DEFAULT true NOT NULL,
	"email_admin_messages" boolean DEFAULT true NOT NULL,
	"email_digest_frequency" "email_digest_frequency" DEFAULT 'immediate' NOT NULL,
	"quiet_hours_enabled" boolean DEFAULT false NOT NULL,
	"quiet_hours_start" text DEFAULT '22:00' NOT NULL,
	"quiet_hours_end" text DEFAULT '07:00' NOT NULL,
	"quiet_hours_timezone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" "notification_type" DEFAULT 'system' NOT NULL,
	"category" text DEFAULT 'system' NOT NULL,
	"priority" "notification_priority" DEFAULT 'normal' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"action_url" text,
	"image_url" text,
	"entity_type" text,
	"entity_id" text,
	"sender_type" text DEFAULT 'system' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "user_favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"favorite_type" "favorite_type" NOT NULL,
	"event_id" uuid,
	"location_id" uuid,
	"artist_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favorites_one_target" CHECK (("user_favorites"."favorite_type" = 'event' and "user_favorites"."event_id" is not null and "user_favorites"."location_id" is null and "user_favorites"."artist_id" is null)
       or ("user_favorites"."favorite_type" = 'location' and "user_favorites"."location_id" is not null and "user_favorites"."event_id" is null and "user_favorites"."artist_id" is null)
       or ("user_favorites"."favorite_type" = 'artist' and "user_favorites"."artist_id" is not null and "user_favorites"."event_id" is null and "user_favorites"."location_id" is null))
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"color" text DEFAULT '#554c9a' NOT NULL,
	"icon" text DEFAULT 'calendar' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"kind" "event_kind" DEFAULT 'event' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" "event_status" DEFAULT 'published' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"image_url" text,
	"featured_image_url" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"max_participants" integer,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"max_tickets_per_order" integer DEFAULT 10 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text,
	"contact_email" text,
	"external_url" text,
	"booking_required" boolean DEFAULT false NOT NULL,
	"booking_deadline" timestamp with time zone,
	"external_ticket_url" text,
	"organizer_id" uuid,
	"created_by" text,
	"organizer_name" text,
	"organizer_avatar" text,
	"category_id" text,
	"city_id" text,
	"venue_id" uuid,
	"venue_name" text,
	"venue_address" text,
	"venue_city" text,
	"venue_postal_code" text,
	"venue_capacity" integer,
	"venue_website" text,
	"latitude" double precision,
	"longitude" double precision,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(short_description, ''))), 'B') || setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(venue_name, ''))), 'C')) STORED,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_participants_nonnegative" CHECK ("events"."current_participants" >= 0),
	CONSTRAINT "events_never_oversold" CHECK ("events"."max_participants" is null or "events"."current_participants" <= "events"."max_participants"),
	CONSTRAINT "events_price_nonnegative" CHECK ("events"."price_cents" >= 0),
	CONSTRAINT "events_max_per_order" CHECK ("events"."max_tickets_per_order" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "ticket_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"early_bird_price_cents" integer,
	"early_bird_end_date" timestamp with time zone,
	"capacity" integer,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_categories_price_nonnegative" CHECK ("ticket_categories"."price_cents" >= 0),
	CONSTRAINT "ticket_categories_early_bird" CHECK ("ticket_categories"."early_bird_price_cents" is null or ("ticket_categories"."early_bird_price_cents" >= 0 and "ticket_categories"."early_bird_price_cents" <= "ticket_categories"."price_cents")),
	CONSTRAINT "ticket_categories_sold_nonnegative" CHECK ("ticket_categories"."sold_count" >= 0),
	CONSTRAINT "ticket_categories_capacity" CHECK ("ticket_categories"."capacity" is null or "ticket_categories"."sold_count" <= "ticket_categories"."capacity")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"purpose" text DEFAULT 'general' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" "outbox_kind" NOT NULL,
	"topic" text NOT NULL,
	"recipient" text,
	"payload" jsonb NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"type" "artist_type" NOT NULL,
	"genre" text,
	"bio" text DEFAULT '' NOT NULL,
	"image_url" text,
	"location" text,
	"city_id" text,
	"email" text,
	"phone" text,
	"website" text,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booking_info" jsonb DEFAULT '{"available_for_booking":false}'::jsonb NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(name, ''))), 'A') || setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(genre, ''))), 'B') || setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(bio, ''))), 'C')) STORED,
	CONSTRAINT "artists_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "organizers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"image_url" text,
	"website" text,
	"email" text,
	"phone" text,
	"city_id" text,
	"user_id" text,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "business_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text,
	"city_id" text,
	"city" text DEFAULT '' NOT NULL,
	"category" text,
	"phone" text,
	"email" text,
	"website" text,
	"owner_id" text,
	"location_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(name, ''))), 'A') || setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(description, ''))), 'B')) STORED,
	CONSTRAINT "business_profiles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "location_managers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'manager' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_managers_locationId_userId_unique" UNIQUE("location_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"featured_image_url" text,
	"city_id" text,
	"city" text DEFAULT '' NOT NULL,
	"street_address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"capacity" integer,
	"category" text DEFAULT 'venue' NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"venue_type" text DEFAULT 'indoor' NOT NULL,
	"price_level" integer,
	"average_rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(name, ''))), 'A') || setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(short_description, ''))), 'B') || setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(description, ''))), 'C') || setweight(to_tsvector('german'::regconfig, public.f_unaccent(coalesce(street_address, ''))), 'C')) STORED,
	CONSTRAINT "locations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "locations_rating_range" CHECK ("locations"."average_rating" >= 0 and "locations"."average_rating" <= 5),
	CONSTRAINT "locations_price_level_range" CHECK ("locations"."price_level" is null or "locations"."price_level" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"author_name" text DEFAULT '' NOT NULL,
	"target_type" text NOT NULL,
	"location_id" uuid,
	"event_id" uuid,
	"rating" integer NOT NULL,
	"title" text,
	"body" text DEFAULT '' NOT NULL,
	"status" "review_status" DEFAULT 'published' NOT NULL,
	"owner_response" text,
	"owner_responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_target_type" CHECK ("reviews"."target_type" in ('location', 'event'))
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" text,
	"requested_amount_cents" integer,
	"reason" text NOT NULL,
	"customer_message" text,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"calculation" jsonb,
	"admin_response" text,
	"admin_user_id" text,
	"reviewed_at" timestamp with time zone,
	"refunded_amount_cents" integer,
	"processed_at" timestamp with time zone,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_amount_positive" CHECK ("refund_requests"."requested_amount_cents" is null or "refund_requests"."requested_amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"ticket_category_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"ticket_number" text NOT NULL,
	"qr_code" text NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"is_checked_in" boolean DEFAULT false NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text,
	"check_in_gate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_attendees_ticketNumber_unique" UNIQUE("ticket_number"),
	CONSTRAINT "booking_attendees_qrCode_unique" UNIQUE("qr_code")
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"ticket_category_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"is_early_bird" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_items_quantity" CHECK ("booking_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"user_email" text,
	"event_id" uuid,
	"ticket_category_id" uuid,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'pending' NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"booking_reference" text NOT NULL,
	"cancellation_reason" text,
	"special_requirements" text,
	"discount_code" text,
	"discount_code_id" uuid,
	"payment_provider" text DEFAULT 'test' NOT NULL,
	"payment_session_id" text,
	"is_test_mode" boolean DEFAULT true NOT NULL,
	"idempotency_key" text,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"anonymized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_bookingReference_unique" UNIQUE("booking_reference"),
	CONSTRAINT "bookings_paymentSessionId_unique" UNIQUE("payment_session_id"),
	CONSTRAINT "bookings_quantity_positive" CHECK ("bookings"."quantity" > 0),
	CONSTRAINT "bookings_amounts_nonnegative" CHECK ("bookings"."total_amount_cents" >= 0 and "bookings"."refunded_cents" >= 0),
	CONSTRAINT "bookings_refund_le_total" CHECK ("bookings"."refunded_cents" <= "bookings"."total_amount_cents")
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attendee_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"check_in_method" "check_in_method" NOT NULL,
	"check_in_gate" text,
	"check_in_device_id" text,
	"checked_in_by" text,
	"staff_notes" text,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" "discount_kind" NOT NULL,
	"value" integer NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_eventId_code_unique" UNIQUE("event_id","code"),
	CONSTRAINT "discount_codes_value" CHECK ("discount_codes"."value" > 0 and ("discount_codes"."kind" <> 'percent' or "discount_codes"."value" <= 100)),
	CONSTRAINT "discount_codes_uses" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."used_count" <= "discount_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"provider_reference" text,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_owner_registrations" ADD CONSTRAINT "business_owner_registrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_owner_registrations" ADD CONSTRAINT "business_owner_registrations_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_requests" ADD CONSTRAINT "organizer_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_requests" ADD CONSTRAINT "organizer_requests_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_views" ADD CONSTRAINT "blog_post_views_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_winner_user_id_user_id_fk" FOREIGN KEY ("winner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_locations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD CONSTRAINT "ticket_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_managers" ADD CONSTRAINT "location_managers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_managers" ADD CONSTRAINT "location_managers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_admin_user_id_user_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attendees" ADD CONSTRAINT "booking_attendees_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attendees" ADD CONSTRAINT "booking_attendees_ticket_category_id_ticket_categories_id_fk" FOREIGN KEY ("ticket_category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attendees" ADD CONSTRAINT "booking_attendees_checked_in_by_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_ticket_category_id_ticket_categories_id_fk" FOREIGN KEY ("ticket_category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ticket_category_id_ticket_categories_id_fk" FOREIGN KEY ("ticket_category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_attendee_id_booking_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."booking_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_checked_in_by_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_index" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "business_owner_registrations_user_id_index" ON "business_owner_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "business_owner_registrations_status_created_at_index" ON "business_owner_registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "organizer_requests_user_id_created_at_index" ON "organizer_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organizer_requests_status_created_at_index" ON "organizer_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organizer_requests_one_pending" ON "organizer_requests" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "session_user_id_index" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_index" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_entity_id_created_at_index" ON "audit_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_created_at_index" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_index" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_status_created_at_index" ON "reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_target_type_target_id_index" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "blog_post_views_viewed_at_index" ON "blog_post_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "blog_posts_status_published_at_created_at_index" ON "blog_posts" USING btree ("status","published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_category_id_status_published_at_index" ON "blog_posts" USING btree ("category_id","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_is_featured_status_published_at_index" ON "blog_posts" USING btree ("is_featured","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_author_id_index" ON "blog_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gin (public.f_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_index" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_once" ON "raffle_entries" USING btree ("raffle_id","user_id");--> statement-breakpoint
CREATE INDEX "raffle_entries_user_id_index" ON "raffle_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "raffles_is_published_end_date_index" ON "raffles" USING btree ("is_published","end_date");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_index" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE is_read = false;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_index" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_favorites_event_once" ON "user_favorites" USING btree ("user_id","event_id") WHERE event_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_favorites_location_once" ON "user_favorites" USING btree ("user_id","location_id") WHERE location_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_favorites_artist_once" ON "user_favorites" USING btree ("user_id","artist_id") WHERE artist_id is not null;--> statement-breakpoint
CREATE INDEX "user_favorites_user_id_favorite_type_created_at_index" ON "user_favorites" USING btree ("user_id","favorite_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_status_start_date_index" ON "events" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "events_city_id_status_start_date_index" ON "events" USING btree ("city_id","status","start_date");--> statement-breakpoint
CREATE INDEX "events_kind_status_start_date_index" ON "events" USING btree ("kind","status","start_date");--> statement-breakpoint
CREATE INDEX "events_category_id_status_start_date_index" ON "events" USING btree ("category_id","status","start_date");--> statement-breakpoint
CREATE INDEX "events_is_featured_status_start_date_index" ON "events" USING btree ("is_featured","status","start_date");--> statement-breakpoint
CREATE INDEX "events_venue_id_start_date_index" ON "events" USING btree ("venue_id","start_date");--> statement-breakpoint
CREATE INDEX "events_organizer_id_start_date_index" ON "events" USING btree ("organizer_id","start_date");--> statement-breakpoint
CREATE INDEX "events_created_by_index" ON "events" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "events_price_cents_index" ON "events" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "events_latitude_longitude_index" ON "events" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "events_venue_name_lower_idx" ON "events" USING btree (lower("venue_name"));--> statement-breakpoint
CREATE INDEX "events_tags_idx" ON "events" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin (public.f_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_categories_event_id_sort_order_index" ON "ticket_categories" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "media_owner_id_created_at_index" ON "media" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_purpose_index" ON "media" USING btree ("purpose");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE status in ('pending', 'failed');--> statement-breakpoint
CREATE INDEX "outbox_kind_created_at_index" ON "outbox" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_recipient_index" ON "outbox" USING btree ("recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key" ON "outbox" USING btree ("dedupe_key") WHERE dedupe_key is not null;--> statement-breakpoint
CREATE INDEX "artists_type_is_active_index" ON "artists" USING btree ("type","is_active");--> statement-breakpoint
CREATE INDEX "artists_is_active_is_featured_name_index" ON "artists" USING btree ("is_active","is_featured","name");--> statement-breakpoint
CREATE INDEX "artists_lower_name_idx" ON "artists" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "artists_search_idx" ON "artists" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "artists_name_trgm_idx" ON "artists" USING gin (public.f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizers_user_id_index" ON "organizers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organizers_city_id_is_active_index" ON "organizers" USING btree ("city_id","is_active");--> statement-breakpoint
CREATE INDEX "business_profiles_owner_id_index" ON "business_profiles" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "business_profiles_city_id_is_active_index" ON "business_profiles" USING btree ("city_id","is_active");--> statement-breakpoint
CREATE INDEX "business_profiles_search_idx" ON "business_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "business_profiles_name_trgm_idx" ON "business_profiles" USING gin (public.f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "location_managers_user_id_index" ON "location_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "locations_city_id_is_active_name_index" ON "locations" USING btree ("city_id","is_active","name");--> statement-breakpoint
CREATE INDEX "locations_category_index" ON "locations" USING btree ("category");--> statement-breakpoint
CREATE INDEX "locations_venue_type_index" ON "locations" USING btree ("venue_type");--> statement-breakpoint
CREATE INDEX "locations_latitude_longitude_index" ON "locations" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "locations_search_idx" ON "locations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "locations" USING gin (public.f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_location" ON "reviews" USING btree ("user_id","location_id") WHERE location_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_event" ON "reviews" USING btree ("user_id","event_id") WHERE event_id is not null;--> statement-breakpoint
CREATE INDEX "reviews_location_id_status_created_at_index" ON "reviews" USING btree ("location_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_event_id_status_created_at_index" ON "reviews" USING btree ("event_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_one_open" ON "refund_requests" USING btree ("booking_id") WHERE status in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "refund_requests_status_created_at_index" ON "refund_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refund_requests_user_id_index" ON "refund_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_attendees_booking_id_index" ON "booking_attendees" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_items_booking_id_index" ON "booking_items" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_key" ON "bookings" USING btree ("user_id","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE INDEX "bookings_user_id_created_at_index" ON "bookings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_user_email_lower_idx" ON "bookings" USING btree (lower("user_email"));--> statement-breakpoint
CREATE INDEX "bookings_event_id_status_index" ON "bookings" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "bookings_pending_expiry_idx" ON "bookings" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "check_ins_event_id_created_at_index" ON "check_ins" USING btree ("event_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_once" ON "check_ins" USING btree ("attendee_id") WHERE is_valid;--> statement-breakpoint
CREATE INDEX "payments_booking_id_index" ON "payments" USING btree ("booking_id");