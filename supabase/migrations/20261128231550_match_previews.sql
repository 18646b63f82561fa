CREATE TABLE "match_preview_views" (
	"lead_id" uuid NOT NULL,
	"role_id" text NOT NULL,
	"day" date NOT NULL,
	"candidate_id" uuid NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_preview_views_lead_id_role_id_day_candidate_id_pk" PRIMARY KEY("lead_id","role_id","day","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "match_preview_views" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "briefings" ADD COLUMN "match_preview" jsonb;--> statement-breakpoint
ALTER TABLE "match_preview_views" ADD CONSTRAINT "match_preview_views_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_preview_views" ADD CONSTRAINT "match_preview_views_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_preview_views_candidate_idx" ON "match_preview_views" USING btree ("candidate_id");