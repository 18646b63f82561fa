ALTER TABLE "webhook_deliveries" ADD COLUMN "body" jsonb;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "payload_kind" text DEFAULT 'thin' NOT NULL;