CREATE TYPE "public"."import_kind" AS ENUM('events', 'places', 'artists', 'organizers');--> statement-breakpoint
CREATE TYPE "public"."import_row_outcome" AS ENUM('pending', 'invalid', 'created', 'updated', 'skipped');--> statement-breakpoint
CREATE TYPE "public"."import_status" AS ENUM('uploaded', 'validated', 'queued', 'running', 'done', 'failed', 'undone');--> statement-breakpoint
CREATE TABLE "data_import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"issues" jsonb,
	"outcome" "import_row_outcome" DEFAULT 'pending' NOT NULL,
	"entity_id" uuid,
	"before" jsonb,
	CONSTRAINT "data_import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "import_kind" NOT NULL,
	"status" "import_status" DEFAULT 'uploaded' NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_by" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_import_rows" ADD CONSTRAINT "data_import_rows_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_import_rows_import_id_outcome_index" ON "data_import_rows" USING btree ("import_id","outcome");--> statement-breakpoint
CREATE INDEX "data_imports_status_index" ON "data_imports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "data_imports_created_at_index" ON "data_imports" USING btree ("created_at" DESC NULLS LAST);