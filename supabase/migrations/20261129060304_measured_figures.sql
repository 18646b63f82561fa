CREATE TABLE "measured_figures" (
	"measure" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"basis" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measured_figures" ENABLE ROW LEVEL SECURITY;