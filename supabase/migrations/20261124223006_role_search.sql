-- Role search (decision 036): a trigram index over one lower-cased, accent-free text per
-- position, kept current by triggers so every writer (seed, SQL console, a future admin)
-- gets the same search without the app recomputing anything.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
ALTER TABLE "job_positions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_positions" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_positions" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "job_positions_search_text_trgm_idx" ON "job_positions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_positions_search_terms_trgm_idx" ON "job_positions" USING gin ("search_terms" gin_trgm_ops);--> statement-breakpoint
-- Name, category and skills; with p_description, the description too (search_text), without
-- it the short text that typo-tolerant matching compares (search_terms).
CREATE FUNCTION job_position_search_text(p_id uuid, p_name text, p_description text, p_role_skill_id uuid)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(unaccent(concat_ws(' ',
    p_name,
    (SELECT name FROM role_skill WHERE id = p_role_skill_id),
    (SELECT string_agg(s.name, ' ' ORDER BY jps.sort_order)
       FROM job_position_skills jps JOIN skills s ON s.id = jps.skill_id
      WHERE jps.job_position_id = p_id),
    p_description)))
$$;--> statement-breakpoint
CREATE FUNCTION job_positions_search_text_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := job_position_search_text(NEW.id, NEW.name, NEW.description, NEW.role_skill_id);
  NEW.search_terms := job_position_search_text(NEW.id, NEW.name, NULL, NEW.role_skill_id);
  NEW.search_name := lower(unaccent(NEW.name));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_positions_search_text_own
  BEFORE INSERT OR UPDATE OF name, description, role_skill_id ON job_positions
  FOR EACH ROW EXECUTE FUNCTION job_positions_search_text_own();--> statement-breakpoint
CREATE FUNCTION refresh_job_position_search_text(p_id uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE job_positions
     SET search_text = job_position_search_text(id, name, description, role_skill_id),
         search_terms = job_position_search_text(id, name, NULL, role_skill_id)
   WHERE id = p_id
$$;--> statement-breakpoint
CREATE FUNCTION job_positions_search_text_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A position's skills, a skill's name or a category's name changed: recompute the
  -- positions concerned (setting the search columns alone does not fire the trigger above).
  IF TG_TABLE_NAME = 'job_position_skills' THEN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM refresh_job_position_search_text(OLD.job_position_id);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM refresh_job_position_search_text(NEW.job_position_id);
    END IF;
  ELSIF TG_TABLE_NAME = 'skills' THEN
    PERFORM refresh_job_position_search_text(job_position_id)
       FROM job_position_skills WHERE skill_id = NEW.id;
  ELSE
    PERFORM refresh_job_position_search_text(id) FROM job_positions WHERE role_skill_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_position_skills_search_text
  AFTER INSERT OR UPDATE OR DELETE ON job_position_skills
  FOR EACH ROW EXECUTE FUNCTION job_positions_search_text_refresh();--> statement-breakpoint
CREATE TRIGGER skills_search_text
  AFTER UPDATE OF name ON skills
  FOR EACH ROW EXECUTE FUNCTION job_positions_search_text_refresh();--> statement-breakpoint
CREATE TRIGGER role_skill_search_text
  AFTER UPDATE OF name ON role_skill
  FOR EACH ROW EXECUTE FUNCTION job_positions_search_text_refresh();--> statement-breakpoint
UPDATE job_positions
   SET search_text = job_position_search_text(id, name, description, role_skill_id),
       search_terms = job_position_search_text(id, name, NULL, role_skill_id),
       search_name = lower(unaccent(name));
