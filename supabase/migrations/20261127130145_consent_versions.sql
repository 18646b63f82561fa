CREATE TABLE "consent_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"digest" text NOT NULL,
	"text" text NOT NULL,
	"first_agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_versions_kind_digest_key" UNIQUE("kind","digest")
);
--> statement-breakpoint
ALTER TABLE "consent_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "consent_version_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_version_id" uuid;--> statement-breakpoint
ALTER TABLE "playbook_downloads" ADD COLUMN "consent_version_id" uuid;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_consent_version_id_consent_versions_id_fk" FOREIGN KEY ("consent_version_id") REFERENCES "public"."consent_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_consent_version_fk" FOREIGN KEY ("consent_version_id") REFERENCES "public"."consent_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_downloads" ADD CONSTRAINT "playbook_downloads_consent_version_id_consent_versions_id_fk" FOREIGN KEY ("consent_version_id") REFERENCES "public"."consent_versions"("id") ON DELETE no action ON UPDATE no action;