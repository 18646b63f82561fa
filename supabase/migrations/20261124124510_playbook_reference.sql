ALTER TABLE "playbook_downloads" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "playbook_downloads" ADD CONSTRAINT "playbook_downloads_reference_unique" UNIQUE("reference");