ALTER TABLE "business_owner_registrations" ADD COLUMN "role_at_business" text;--> statement-breakpoint
ALTER TABLE "business_owner_registrations" ADD COLUMN "proof_kind" text;--> statement-breakpoint
ALTER TABLE "business_owner_registrations" ADD COLUMN "proof_email" text;--> statement-breakpoint
ALTER TABLE "business_owner_registrations" ADD COLUMN "proof_token_hash" text;--> statement-breakpoint
ALTER TABLE "business_owner_registrations" ADD COLUMN "proof_email_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "business_registrations_one_claim_per_place" ON "business_owner_registrations" USING btree ("location_id") WHERE status in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "business_registrations_one_pending_per_user" ON "business_owner_registrations" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "business_registrations_proof_token" ON "business_owner_registrations" USING btree ("proof_token_hash");