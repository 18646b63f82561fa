CREATE TABLE "briefing_drafts" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"draft_id" uuid NOT NULL,
	"draft" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "briefing_drafts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "briefing_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "briefing_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "briefing_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "briefings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"draft_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"estimated_monthly_usd" integer,
	"time_zone" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "briefings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "briefings_draft_id_unique" UNIQUE("draft_id")
);
--> statement-breakpoint
ALTER TABLE "briefings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reference_counters" (
	"scope" text NOT NULL,
	"year" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "reference_counters_scope_year_pk" PRIMARY KEY("scope","year")
);
--> statement-breakpoint
ALTER TABLE "reference_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "briefing_drafts" ADD CONSTRAINT "briefing_drafts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefing_files" ADD CONSTRAINT "briefing_files_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefings" ADD CONSTRAINT "briefings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "briefing_drafts_updated_at_idx" ON "briefing_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "briefing_files_lead_id_idx" ON "briefing_files" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "briefings_lead_id_idx" ON "briefings" USING btree ("lead_id","submitted_at");