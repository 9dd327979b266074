ALTER TABLE "blacklisted_player_profiles" ADD COLUMN "hidden_records" jsonb;--> statement-breakpoint
ALTER TABLE "referee_profile_claims" ADD COLUMN "was_public" boolean;