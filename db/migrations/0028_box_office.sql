ALTER TABLE "bookings" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sold_by" text;--> statement-breakpoint
ALTER TABLE "check_in_staff" ADD COLUMN "can_sell" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sold_by_user_id_fk" FOREIGN KEY ("sold_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_box_office_idempotency_key" ON "bookings" USING btree ("event_id","idempotency_key") WHERE channel = 'box_office' and idempotency_key is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_channel" CHECK ("bookings"."channel" in ('online', 'box_office'));