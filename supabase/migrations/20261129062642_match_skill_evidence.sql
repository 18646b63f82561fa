ALTER TABLE "candidates" ADD COLUMN "skill_evidence" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Each candidate's best evidence per skill key on its own row (assessed, then verified, then
-- self-reported; the key as the matcher compares skills), so the match can rank thousands of
-- candidates by the most they can score without reading their skills: reading them cost a
-- broad brief 25 ms at 100,000 profiles. Kept by the triggers that keep the skill keys.
CREATE FUNCTION candidate_skill_evidence(p_id uuid)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(k.key, k.evidence), '{}'::jsonb) FROM (
    SELECT coalesce(cs.skill_slug, cs.normalized) AS key,
           (array_agg(cs.evidence::text ORDER BY CASE cs.evidence
              WHEN 'assessed' THEN 0 WHEN 'verified' THEN 1 ELSE 2 END))[1] AS evidence
      FROM candidate_skills cs WHERE cs.candidate_id = p_id
     GROUP BY 1
  ) k
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_skills_derived() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE candidates c
       SET search_text = candidate_search_text(c.id, c.first_name, c.last_name),
           skill_keys = candidate_skill_keys(c.id),
           skill_evidence = candidate_skill_evidence(c.id)
     WHERE c.id IN (SELECT DISTINCT candidate_id FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE candidates c
       SET search_text = candidate_search_text(c.id, c.first_name, c.last_name),
           skill_keys = candidate_skill_keys(c.id),
           skill_evidence = candidate_skill_evidence(c.id)
     WHERE c.id IN (SELECT DISTINCT candidate_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE candidates SET skill_evidence = candidate_skill_evidence(id);
