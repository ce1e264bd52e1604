CREATE TABLE "community_page" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"day" date NOT NULL,
	"city_id" text DEFAULT '' NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	"last_result_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_queries_day_city_id_query_pk" PRIMARY KEY("day","city_id","query")
);
--> statement-breakpoint
ALTER TABLE "community_page" ADD CONSTRAINT "community_page_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_queries_day_index" ON "search_queries" USING btree ("day");