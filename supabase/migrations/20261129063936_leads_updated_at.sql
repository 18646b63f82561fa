ALTER TABLE "leads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at","id");--> statement-breakpoint
-- A lead's last change, for a CRM that syncs with updated_since: its own row changing, or an
-- event appended to its timeline (every journey and every staff action appends one). The
-- database's clock, never earlier than the value before, so the order follows the writes.
UPDATE leads l SET updated_at = greatest(
  l.last_activity_at,
  l.created_at,
  coalesce((SELECT max(e.occurred_at) FROM lead_events e WHERE e.lead_id = l.id), l.created_at)
);--> statement-breakpoint
CREATE FUNCTION leads_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := greatest(clock_timestamp(), OLD.updated_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER leads_touch BEFORE UPDATE ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_touch();--> statement-breakpoint
CREATE FUNCTION lead_events_touch_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET updated_at = clock_timestamp()
   WHERE id IN (SELECT DISTINCT lead_id FROM new_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER lead_events_touch_lead AFTER INSERT ON lead_events
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_events_touch_lead();
