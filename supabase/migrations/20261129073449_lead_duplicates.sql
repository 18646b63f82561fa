CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "leads_email_domain_idx" ON "leads" USING btree (split_part(lower("email"), '@', 2));