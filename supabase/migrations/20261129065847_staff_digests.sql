CREATE TABLE "staff_digests" (
	"staff_user_id" text NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_digests_staff_user_id_day_pk" PRIMARY KEY("staff_user_id","day")
);
--> statement-breakpoint
ALTER TABLE "staff_digests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "staff_digests" ADD CONSTRAINT "staff_digests_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;