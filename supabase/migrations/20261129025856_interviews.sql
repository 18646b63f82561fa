CREATE TABLE "guarantee_clocks" (
	"briefing_id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"sales_notice_at" timestamp with time zone,
	"missed_at" timestamp with time zone,
	"waived_at" timestamp with time zone,
	"waived_by" text,
	"waive_reason" text,
	CONSTRAINT "guarantee_clocks_due_check" CHECK ("guarantee_clocks"."started_at" < "guarantee_clocks"."due_at"),
	CONSTRAINT "guarantee_clocks_waive_check" CHECK (("guarantee_clocks"."waived_at" is null) = ("guarantee_clocks"."waive_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "guarantee_clocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"shortlist_id" uuid,
	"role_id" text NOT NULL,
	"role_title" text NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" "booking_status" DEFAULT 'confirmed' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"client_time_zone" text NOT NULL,
	"company_name_shared" boolean DEFAULT false NOT NULL,
	"site_origin" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"manage_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"reminder_day_sent_at" timestamp with time zone,
	"reminder_hour_sent_at" timestamp with time zone,
	CONSTRAINT "interviews_reference_unique" UNIQUE("reference"),
	CONSTRAINT "interviews_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "interviews_span_check" CHECK ("interviews"."starts_at" < "interviews"."ends_at"),
	CONSTRAINT "interviews_blocked_check" CHECK ("interviews"."ends_at" <= "interviews"."blocked_until")
);
--> statement-breakpoint
ALTER TABLE "interviews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "guarantee_clocks" ADD CONSTRAINT "guarantee_clocks_briefing_id_briefings_id_fk" FOREIGN KEY ("briefing_id") REFERENCES "public"."briefings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_clocks" ADD CONSTRAINT "guarantee_clocks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_clocks" ADD CONSTRAINT "guarantee_clocks_waived_by_staff_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guarantee_clocks_lead_id_idx" ON "guarantee_clocks" USING btree ("lead_id","started_at");--> statement-breakpoint
CREATE INDEX "guarantee_clocks_open_idx" ON "guarantee_clocks" USING btree ("due_at") WHERE "guarantee_clocks"."stopped_at" is null;--> statement-breakpoint
CREATE INDEX "interviews_lead_id_idx" ON "interviews" USING btree ("lead_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_candidate_id_idx" ON "interviews" USING btree ("candidate_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_starts_at_idx" ON "interviews" USING btree ("status","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_one_per_candidate_idx" ON "interviews" USING btree ("lead_id","role_id","candidate_id") WHERE "interviews"."status" = 'confirmed';--> statement-breakpoint
-- One engineer, and one client, is never in two confirmed interviews at once (btree_gist,
-- created with the bookings, gives gist its "=" on uuid).
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_no_overlap" EXCLUDE USING gist ("candidate_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("status" = 'confirmed');--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_lead_no_overlap" EXCLUDE USING gist ("lead_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("status" = 'confirmed');--> statement-breakpoint
-- Briefings whose 48 hours are still running get their clock; older ones were answered
-- before the product kept one, so nothing here can say whether they met it.
INSERT INTO "guarantee_clocks" ("briefing_id", "lead_id", "started_at", "due_at")
SELECT "id", "lead_id", "submitted_at", "submitted_at" + interval '48 hours'
FROM "briefings"
WHERE "submitted_at" + interval '48 hours' > now();
