CREATE TABLE "player_profile_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"player_id" text NOT NULL,
	"club_id" text NOT NULL,
	"mobile" text,
	"position" "playing_position",
	"alternative_positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agrees_to_promateur" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_profile_claims" ADD CONSTRAINT "player_profile_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_profile_claims" ADD CONSTRAINT "player_profile_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_profile_claims" ADD CONSTRAINT "player_profile_claims_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_profile_claims_user_id_index" ON "player_profile_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "player_profile_claims_player_id_index" ON "player_profile_claims" USING btree ("player_id");