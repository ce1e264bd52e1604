CREATE TABLE "discount_code_buyers" (
	"code_id" uuid NOT NULL,
	"buyer_key" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discount_code_buyers_code_id_buyer_key_pk" PRIMARY KEY("code_id","buyer_key"),
	CONSTRAINT "discount_code_buyers_uses" CHECK ("discount_code_buyers"."uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_eventId_code_unique";--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "organizer_id" uuid;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "event_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "max_uses_per_buyer" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "min_tickets" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "batch" text;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- existing per-event codes (e.g. WERFT15) move to their event's organizer profile and keep applying to that event only
UPDATE "discount_codes" d SET "organizer_id" = coalesce(e."organizer_id",
    (select o."id" from "organizers" o where o."user_id" = e."created_by" order by o."created_at", o."id" limit 1)),
  "event_ids" = ARRAY[e."id"]
FROM "events" e WHERE e."id" = d."event_id";--> statement-breakpoint
-- a code no organizer profile owns cannot be managed by anyone: it ends here
DELETE FROM "discount_codes" WHERE "organizer_id" IS NULL;--> statement-breakpoint
-- the same code on two events of one organizer: the oldest keeps the name, the others get a suffix
UPDATE "discount_codes" d SET "code" = d."code" || '-' || r.n
FROM (select "id", row_number() over (partition by "organizer_id", "code" order by "created_at", "id") as n from "discount_codes") r
WHERE r."id" = d."id" AND r.n > 1;--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "organizer_id" SET NOT NULL;--> statement-breakpoint
INSERT INTO "discount_code_buyers" ("code_id", "buyer_key", "uses")
SELECT b."discount_code_id", coalesce(b."user_id", 'mail:' || lower(b."user_email")), count(*)::int
FROM "bookings" b WHERE b."discount_code_id" IS NOT NULL AND b."status" <> 'cancelled' AND coalesce(b."user_id", b."user_email") IS NOT NULL
GROUP BY 1, 2;--> statement-breakpoint
ALTER TABLE "discount_code_buyers" ADD CONSTRAINT "discount_code_buyers_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_codes_batch_idx" ON "discount_codes" USING btree ("organizer_id","batch");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_organizer_code" UNIQUE("organizer_id","code");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_upper" CHECK ("discount_codes"."code" = upper("discount_codes"."code"));--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_limits" CHECK ("discount_codes"."min_tickets" >= 1 and ("discount_codes"."max_uses_per_buyer" is null or "discount_codes"."max_uses_per_buyer" >= 1));--> statement-breakpoint
-- hand-written:
-- A booking that ends (cancelled: expired hold, failed payment, refund, cancelled event) gives its
-- code's use back — exactly once, on the one transition into 'cancelled', whichever path takes it.
CREATE OR REPLACE FUNCTION stadtpuls_discount_use_back() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE discount_codes SET used_count = greatest(0, used_count - 1) WHERE id = NEW.discount_code_id;
  UPDATE discount_code_buyers SET uses = greatest(0, uses - 1)
    WHERE code_id = NEW.discount_code_id AND buyer_key = coalesce(NEW.user_id, 'mail:' || lower(NEW.user_email));
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER bookings_discount_use_back AFTER UPDATE OF status ON bookings FOR EACH ROW
  WHEN (OLD.status <> 'cancelled' AND NEW.status = 'cancelled' AND NEW.discount_code_id IS NOT NULL)
  EXECUTE FUNCTION stadtpuls_discount_use_back();
