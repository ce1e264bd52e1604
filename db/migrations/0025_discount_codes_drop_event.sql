ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_event_id_events_id_fk";
--> statement-breakpoint
CREATE INDEX "bookings_discount_code_idx" ON "bookings" USING btree ("discount_code_id") WHERE discount_code_id is not null;--> statement-breakpoint
ALTER TABLE "discount_codes" DROP COLUMN "event_id";