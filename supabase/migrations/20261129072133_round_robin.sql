CREATE TABLE "sales_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"open_lead_cap" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_settings_one_row" CHECK ("sales_settings"."id" = 1),
	CONSTRAINT "sales_settings_cap_check" CHECK ("sales_settings"."open_lead_cap" is null or "sales_settings"."open_lead_cap" > 0)
);
--> statement-breakpoint
ALTER TABLE "sales_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "takes_new_leads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "last_assigned_turn" bigint;