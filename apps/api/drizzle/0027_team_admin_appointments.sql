CREATE TABLE "team_admin_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"user_id" uuid,
	"appointed_by" uuid,
	"appointed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_by" uuid,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "team_admin_appointments" ADD CONSTRAINT "team_admin_appointments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_admin_appointments" ADD CONSTRAINT "team_admin_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_admin_appointments" ADD CONSTRAINT "team_admin_appointments_appointed_by_users_id_fk" FOREIGN KEY ("appointed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_admin_appointments" ADD CONSTRAINT "team_admin_appointments_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_admin_appointments_team_id_index" ON "team_admin_appointments" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_admin_appointments_user_id_index" ON "team_admin_appointments" USING btree ("user_id");