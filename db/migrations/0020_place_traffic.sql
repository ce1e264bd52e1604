CREATE TABLE "place_traffic" (
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"phone_clicks" integer DEFAULT 0 NOT NULL,
	"website_clicks" integer DEFAULT 0 NOT NULL,
	"route_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "place_traffic_location_id_day_source_pk" PRIMARY KEY("location_id","day","source")
);
--> statement-breakpoint
ALTER TABLE "place_traffic" ADD CONSTRAINT "place_traffic_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_traffic_day_index" ON "place_traffic" USING btree ("day");