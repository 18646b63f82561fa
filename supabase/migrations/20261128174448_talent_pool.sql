CREATE TYPE "public"."candidate_seniority" AS ENUM('junior', 'mid', 'senior', 'expert');--> statement-breakpoint
CREATE TYPE "public"."candidate_status" AS ENUM('available', 'interviewing', 'placed', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."cefr_level" AS ENUM('A1', 'A2', 'B1', 'B2', 'C1', 'C2');--> statement-breakpoint
CREATE TYPE "public"."engagement" AS ENUM('full-time', 'part-time');--> statement-breakpoint
CREATE TYPE "public"."skill_evidence" AS ENUM('assessed', 'verified', 'self-reported');--> statement-breakpoint
CREATE TYPE "public"."vetting_kind" AS ENUM('coding-assessment', 'system-design', 'english-interview', 'culture-communication', 'reference-check');--> statement-breakpoint
CREATE TABLE "candidate_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"stack" text[] NOT NULL,
	"role" text NOT NULL,
	"duration_months" integer NOT NULL,
	"outcome" text NOT NULL,
	"client_name" text,
	"client_consented" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "candidate_projects_duration_check" CHECK ("candidate_projects"."duration_months" > 0),
	CONSTRAINT "candidate_projects_client_check" CHECK ("candidate_projects"."client_name" is null or "candidate_projects"."client_consented")
);
--> statement-breakpoint
ALTER TABLE "candidate_projects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "candidate_skills" (
	"candidate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"skill_slug" text,
	"normalized" text NOT NULL,
	"years" numeric(4, 1) NOT NULL,
	"evidence" "skill_evidence" NOT NULL,
	CONSTRAINT "candidate_skills_candidate_id_normalized_pk" PRIMARY KEY("candidate_id","normalized"),
	CONSTRAINT "candidate_skills_years_check" CHECK ("candidate_skills"."years" >= 0 and "candidate_skills"."years" <= 60)
);
--> statement-breakpoint
ALTER TABLE "candidate_skills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "candidate_vettings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" "vetting_kind" NOT NULL,
	"score" numeric(3, 1),
	"cefr" "cefr_level",
	"passed" boolean,
	"assessed_on" date NOT NULL,
	"assessor" text NOT NULL,
	"notes" text,
	"file_key" text,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_vettings_result_check" CHECK (case
        when "candidate_vettings"."kind" in ('coding-assessment', 'system-design')
          then "candidate_vettings"."score" is not null and "candidate_vettings"."score" between 0 and 10 and "candidate_vettings"."cefr" is null and "candidate_vettings"."passed" is null
        when "candidate_vettings"."kind" = 'english-interview'
          then "candidate_vettings"."cefr" is not null and "candidate_vettings"."score" is null and "candidate_vettings"."passed" is null
        else "candidate_vettings"."passed" is not null and "candidate_vettings"."score" is null and "candidate_vettings"."cefr" is null
      end)
);
--> statement-breakpoint
ALTER TABLE "candidate_vettings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"handle" text GENERATED ALWAYS AS (first_name || ' ' || left(last_name, 1) || '.') STORED NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"linkedin_url" text,
	"photo_consent" boolean DEFAULT false NOT NULL,
	"role_ids" text[] NOT NULL,
	"seniority" "candidate_seniority" NOT NULL,
	"years_experience" integer NOT NULL,
	"english_level" "cefr_level" NOT NULL,
	"english_assessed_by" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"work_start_minutes" integer NOT NULL,
	"work_end_minutes" integer NOT NULL,
	"available_from" date NOT NULL,
	"engagement" "engagement" NOT NULL,
	"hourly_rate_usd" integer NOT NULL,
	"consent_to_show" boolean DEFAULT false NOT NULL,
	"consented_at" timestamp with time zone,
	"consent_version" text,
	"status" "candidate_status" DEFAULT 'available' NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "candidates_years_check" CHECK ("candidates"."years_experience" between 0 and 60),
	CONSTRAINT "candidates_rate_check" CHECK ("candidates"."hourly_rate_usd" > 0),
	CONSTRAINT "candidates_hours_check" CHECK ("candidates"."work_start_minutes" between 0 and 1439 and "candidates"."work_end_minutes" between 1 and 1440 and "candidates"."work_start_minutes" <> "candidates"."work_end_minutes"),
	CONSTRAINT "candidates_roles_check" CHECK (cardinality("candidates"."role_ids") > 0),
	CONSTRAINT "candidates_consent_check" CHECK (not "candidates"."consent_to_show" or ("candidates"."consented_at" is not null and "candidates"."consent_version" is not null))
);
--> statement-breakpoint
ALTER TABLE "candidates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "candidate_projects" ADD CONSTRAINT "candidate_projects_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_vettings" ADD CONSTRAINT "candidate_vettings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_projects_candidate_idx" ON "candidate_projects" USING btree ("candidate_id","sort_order");--> statement-breakpoint
CREATE INDEX "candidate_skills_slug_idx" ON "candidate_skills" USING btree ("skill_slug");--> statement-breakpoint
CREATE INDEX "candidate_skills_normalized_idx" ON "candidate_skills" USING btree ("normalized");--> statement-breakpoint
CREATE INDEX "candidate_vettings_candidate_idx" ON "candidate_vettings" USING btree ("candidate_id","assessed_on");--> statement-breakpoint
CREATE INDEX "candidates_email_lower_idx" ON "candidates" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "candidates_status_idx" ON "candidates" USING btree ("status");--> statement-breakpoint
CREATE INDEX "candidates_role_ids_idx" ON "candidates" USING gin ("role_ids");