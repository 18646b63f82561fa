CREATE TYPE "public"."shortlist_decision" AS ENUM('selected', 'declined');--> statement-breakpoint
CREATE TYPE "public"."shortlist_status" AS ENUM('draft', 'sent', 'replaced');--> statement-breakpoint
CREATE TABLE "shortlist_entries" (
	"shortlist_id" uuid NOT NULL,
	"role_id" text NOT NULL,
	"candidate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"outside_reason" text,
	"decision" "shortlist_decision",
	"decline_reason" text,
	"decline_note" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "shortlist_entries_shortlist_id_role_id_candidate_id_pk" PRIMARY KEY("shortlist_id","role_id","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "shortlist_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"briefing_id" uuid,
	"version" integer,
	"status" "shortlist_status" DEFAULT 'draft' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" text,
	CONSTRAINT "shortlists_lead_version_unique" UNIQUE("lead_id","version"),
	CONSTRAINT "shortlists_sent_check" CHECK (("shortlists"."status" = 'draft') = ("shortlists"."version" is null and "shortlists"."sent_at" is null))
);
--> statement-breakpoint
ALTER TABLE "shortlists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_briefing_id_briefings_id_fk" FOREIGN KEY ("briefing_id") REFERENCES "public"."briefings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_sent_by_staff_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shortlist_entries_candidate_idx" ON "shortlist_entries" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_one_draft_idx" ON "shortlists" USING btree ("lead_id") WHERE "shortlists"."status" = 'draft';