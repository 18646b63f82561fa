CREATE TYPE "public"."seniority" AS ENUM('junior', 'mid', 'senior', 'lead', 'architect', 'specialist');--> statement-breakpoint
CREATE TABLE "job_position_skills" (
	"job_position_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_position_skills_job_position_id_skill_id_pk" PRIMARY KEY("job_position_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "job_position_skills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"role_skill_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_positions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "job_positions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "position_rates" (
	"job_position_id" uuid NOT NULL,
	"seniority" "seniority" NOT NULL,
	"hourly_rate_usd" numeric(10, 2) NOT NULL,
	CONSTRAINT "position_rates_job_position_id_seniority_pk" PRIMARY KEY("job_position_id","seniority"),
	CONSTRAINT "position_rates_hourly_rate_usd_positive" CHECK ("position_rates"."hourly_rate_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "position_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "role_skill" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "role_skill_slug_unique" UNIQUE("slug"),
	CONSTRAINT "role_skill_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "role_skill" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	CONSTRAINT "skills_slug_unique" UNIQUE("slug"),
	CONSTRAINT "skills_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "skills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "job_position_skills" ADD CONSTRAINT "job_position_skills_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_position_skills" ADD CONSTRAINT "job_position_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_positions" ADD CONSTRAINT "job_positions_role_skill_id_role_skill_id_fk" FOREIGN KEY ("role_skill_id") REFERENCES "public"."role_skill"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_rates" ADD CONSTRAINT "position_rates_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_position_skills_skill_id_idx" ON "job_position_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "job_positions_role_skill_id_idx" ON "job_positions" USING btree ("role_skill_id");