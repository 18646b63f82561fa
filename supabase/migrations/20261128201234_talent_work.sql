-- The talent pool's work: a timeline per candidate, API tokens, the CV and application a
-- candidate came from, and the staff search's text, kept by triggers from the candidate's
-- name and skills so every writer (import, form, seed, SQL console) keeps it current.
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_prefix" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "api_tokens_scopes_check" CHECK (cardinality("api_tokens"."scopes") > 0)
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "candidate_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"candidate_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "job_application_id" uuid;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "cv_file_key" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "cv_file_name" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_events" ADD CONSTRAINT "candidate_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_events_candidate_idx" ON "candidate_events" USING btree ("candidate_id","id");--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidates_search_text_trgm_idx" ON "candidates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_job_application_id_unique" UNIQUE("job_application_id");--> statement-breakpoint
-- One folded text per candidate: " <name words> <skill words> ~<normalised skill> @<slug> ".
-- A search word matches the start of a word ("% wor%"), of a normalised skill ("% ~wor%")
-- or a whole slug ("% @slug %"); the markers keep the three apart.
CREATE FUNCTION candidate_search_text(p_id uuid, p_first_name text, p_last_name text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT ' ' || translate(lower(unaccent(p_first_name || ' ' || p_last_name)), '-''.', '   ')
    || coalesce((
      SELECT ' ' || string_agg(
        translate(lower(unaccent(cs.name)), '-''./', '    ')
          || ' ~' || cs.normalized || coalesce(' @' || cs.skill_slug, ''),
        ' ' ORDER BY cs.normalized)
      FROM candidate_skills cs WHERE cs.candidate_id = p_id), '')
    || ' '
$$;--> statement-breakpoint
CREATE FUNCTION candidates_search_text_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := candidate_search_text(NEW.id, NEW.first_name, NEW.last_name);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER candidates_search_text_own
  BEFORE INSERT OR UPDATE OF first_name, last_name ON candidates
  FOR EACH ROW EXECUTE FUNCTION candidates_search_text_own();--> statement-breakpoint
-- Statement-level with transition tables: an import or a seed writing thousands of skills
-- recomputes each candidate once per statement, not once per skill row.
CREATE FUNCTION candidate_skills_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE candidates c
       SET search_text = candidate_search_text(c.id, c.first_name, c.last_name)
     WHERE c.id IN (SELECT DISTINCT candidate_id FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE candidates c
       SET search_text = candidate_search_text(c.id, c.first_name, c.last_name)
     WHERE c.id IN (SELECT DISTINCT candidate_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER candidate_skills_search_text_insert
  AFTER INSERT ON candidate_skills REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_skills_search_text();--> statement-breakpoint
CREATE TRIGGER candidate_skills_search_text_update
  AFTER UPDATE ON candidate_skills REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_skills_search_text();--> statement-breakpoint
CREATE TRIGGER candidate_skills_search_text_delete
  AFTER DELETE ON candidate_skills REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_skills_search_text();--> statement-breakpoint
UPDATE candidates SET search_text = candidate_search_text(id, first_name, last_name);
