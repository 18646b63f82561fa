CREATE TABLE "lead_merges" (
	"merged_lead_id" uuid PRIMARY KEY NOT NULL,
	"merged_reference" text NOT NULL,
	"merged_email" text NOT NULL,
	"survivor_lead_id" uuid NOT NULL,
	"merged_by" text,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_merges_merged_reference_unique" UNIQUE("merged_reference")
);
--> statement-breakpoint
ALTER TABLE "lead_merges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lead_message_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_message_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "lead_message_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lead_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"direction" text NOT NULL,
	"staff_user_id" text,
	"from_name" text,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"provider_message_id" text,
	"token" text,
	"refused_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_messages_provider_message_id_unique" UNIQUE("provider_message_id"),
	CONSTRAINT "lead_messages_direction_check" CHECK ("lead_messages"."direction" in ('outbound', 'inbound'))
);
--> statement-breakpoint
ALTER TABLE "lead_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lead_reply_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_reply_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_survivor_lead_id_leads_id_fk" FOREIGN KEY ("survivor_lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_merged_by_staff_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_message_files" ADD CONSTRAINT "lead_message_files_message_id_lead_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."lead_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reply_tokens" ADD CONSTRAINT "lead_reply_tokens_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_merges_survivor_idx" ON "lead_merges" USING btree ("survivor_lead_id");--> statement-breakpoint
CREATE INDEX "lead_message_files_message_id_idx" ON "lead_message_files" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "lead_messages_lead_id_idx" ON "lead_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_messages_unmatched_idx" ON "lead_messages" USING btree ("created_at") WHERE "lead_messages"."lead_id" is null;--> statement-breakpoint
CREATE INDEX "lead_reply_tokens_lead_id_idx" ON "lead_reply_tokens" USING btree ("lead_id");