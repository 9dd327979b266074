CREATE TABLE "referee_profile_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"referee_id" text NOT NULL,
	"club_id" text NOT NULL,
	"identification" text NOT NULL,
	"mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "parental_consent_requests" ADD COLUMN "referee_id" text;--> statement-breakpoint
ALTER TABLE "referee_profile_claims" ADD CONSTRAINT "referee_profile_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_profile_claims" ADD CONSTRAINT "referee_profile_claims_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_profile_claims" ADD CONSTRAINT "referee_profile_claims_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referee_profile_claims_user_id_index" ON "referee_profile_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referee_profile_claims_referee_id_index" ON "referee_profile_claims" USING btree ("referee_id");--> statement-breakpoint
ALTER TABLE "parental_consent_requests" ADD CONSTRAINT "parental_consent_requests_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE no action ON UPDATE no action;