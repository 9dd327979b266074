CREATE TYPE "public"."blacklist_status" AS ENUM('pending', 'active', 'removal_pending', 'removed');--> statement-breakpoint
CREATE TYPE "public"."consent_role" AS ENUM('player', 'referee');--> statement-breakpoint
CREATE TYPE "public"."content_type" AS ENUM('CMS_NEWS', 'MATCH_REPORT', 'MATCH_REPORT_GC', 'MATCH_REPORT_UGC', 'PREVIEW_MATCH_REPORT_GC', 'CLOSING_MATCH_REPORT_GC', 'TEAM_NEWS', 'USER_POST');--> statement-breakpoint
CREATE TYPE "public"."decision_type" AS ENUM('rating', 'court_verdict', 'administrative');--> statement-breakpoint
CREATE TYPE "public"."favorite_kind" AS ENUM('club', 'team', 'competition', 'player', 'association');--> statement-breakpoint
CREATE TYPE "public"."foot_type" AS ENUM('left', 'right', 'both');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('female', 'male', 'diverse');--> statement-breakpoint
CREATE TYPE "public"."match_side" AS ENUM('home', 'guest');--> statement-breakpoint
CREATE TYPE "public"."match_status" AS ENUM('scheduled', 'provisional', 'live', 'finished', 'postponed', 'rescheduled', 'abandoned', 'annulled', 'no_show_home', 'no_show_guest', 'no_show_both', 'awarded', 'bye');--> statement-breakpoint
CREATE TYPE "public"."official_role" AS ENUM('referee', 'assistant_1', 'assistant_2', 'fourth_official');--> statement-breakpoint
CREATE TYPE "public"."one_time_code_purpose" AS ENUM('account_activation', 'email_change', 'password_reset', 'marketing_consent', 'player_profile_activation', 'referee_profile_activation', 'player_profile_deletion', 'referee_profile_deletion', 'blacklist_confirmation', 'blacklist_removal');--> statement-breakpoint
CREATE TYPE "public"."playing_area_kind" AS ENUM('association', 'bezirk', 'kreis');--> statement-breakpoint
CREATE TYPE "public"."playing_position" AS ENUM('goalkeeper', 'defender', 'midfielder', 'forward');--> statement-breakpoint
CREATE TYPE "public"."surface_type" AS ENUM('natural_grass', 'artificial_turf', 'hybrid_grass', 'clay', 'indoor', 'sand');--> statement-breakpoint
CREATE TYPE "public"."time_state" AS ENUM('pre_match', 'first_half', 'halftime', 'second_half', 'before_extra_time', 'extra_time_first_half', 'extra_time_halftime', 'extra_time_second_half', 'before_penalties', 'penalties', 'full_time');--> statement-breakpoint
CREATE TYPE "public"."user_feature" AS ENUM('promateur', 'log_level');--> statement-breakpoint
CREATE TABLE "blacklisted_player_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"mobile" text NOT NULL,
	"club_id" text,
	"status" "blacklist_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"kind" "favorite_kind" NOT NULL,
	"object_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_kind_object_id_pk" PRIMARY KEY("user_id","kind","object_id")
);
--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"is_agreed" boolean NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"purpose" "one_time_code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"target" text,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parental_consent_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "consent_role" NOT NULL,
	"player_id" text,
	"parent_email" text NOT NULL,
	"mobile" text,
	"verification_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_devices" (
	"token" text NOT NULL,
	"token_type_id" integer NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_devices_token_type_id_token_pk" PRIMARY KEY("token_type_id","token")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"token" text NOT NULL,
	"token_type_id" integer NOT NULL,
	"object_ref" text NOT NULL,
	"reference_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_token_type_id_token_object_ref_pk" PRIMARY KEY("token_type_id","token","object_ref")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "team_admin_rights" (
	"user_id" uuid NOT NULL,
	"team_id" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_admin_rights_user_id_team_id_pk" PRIMARY KEY("user_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "user_features" (
	"user_id" uuid NOT NULL,
	"feature" "user_feature" NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_features_user_id_feature_pk" PRIMARY KEY("user_id","feature")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" "gender",
	"date_of_birth" date,
	"street" text,
	"postal_code" text,
	"city" text,
	"mobile_phone" text,
	"nationality" text,
	"image_url" text,
	"has_fan_profile" boolean DEFAULT true NOT NULL,
	"player_id" text,
	"referee_id" text,
	"has_coach_profile" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"terms_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "club_venues" (
	"club_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	CONSTRAINT "club_venues_club_id_venue_id_pk" PRIMARY KEY("club_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"number" text NOT NULL,
	"colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo_media_id" text,
	"is_logo_private" boolean DEFAULT false NOT NULL,
	"street" text,
	"postal_code" text,
	"city" text,
	"email" text,
	"phone" text,
	"website" text,
	"contact_name" text,
	"association_id" text NOT NULL,
	"kreis_id" text,
	"founded_year" smallint
);
--> statement-breakpoint
CREATE TABLE "team_seasons" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"season_id" text NOT NULL,
	"name" text NOT NULL,
	"is_withdrawn" boolean DEFAULT false NOT NULL,
	"is_without_rating" boolean DEFAULT false NOT NULL,
	"is_squad_public" boolean DEFAULT true NOT NULL,
	"image_media_id" text,
	"profile_config" jsonb DEFAULT '{"news":true,"trend":true,"scorers":true,"fairplay":true,"venue":true,"history":true}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"club_id" text NOT NULL,
	"team_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"rank" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_matchdays" (
	"competition_id" text NOT NULL,
	"number" smallint NOT NULL,
	"name" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	CONSTRAINT "competition_matchdays_competition_id_number_pk" PRIMARY KEY("competition_id","number")
);
--> statement-breakpoint
CREATE TABLE "competition_teams" (
	"competition_id" text NOT NULL,
	"team_season_id" text NOT NULL,
	"withdrawn_on" date,
	"is_out_of_competition" boolean DEFAULT false NOT NULL,
	CONSTRAINT "competition_teams_competition_id_team_season_id_pk" PRIMARY KEY("competition_id","team_season_id")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"breadcrumb" jsonb NOT NULL,
	"competition_type_id" integer NOT NULL,
	"team_type_id" integer NOT NULL,
	"league_level_id" integer,
	"playing_area_id" text NOT NULL,
	"season_id" text NOT NULL,
	"is_round_based" boolean DEFAULT false NOT NULL,
	"planning_mode" text,
	"kinderfussball_type" text,
	"begins_at" timestamp with time zone,
	"promotion_count" smallint DEFAULT 0 NOT NULL,
	"promotion_playoff_count" smallint DEFAULT 0 NOT NULL,
	"relegation_playoff_count" smallint DEFAULT 0 NOT NULL,
	"relegation_count" smallint DEFAULT 0 NOT NULL,
	"tie_break_profile_id" text,
	"fair_play_scheme_id" text,
	"division_manager_id" text,
	"withdrawal_cutoff_date" date,
	"is_season_abandoned" boolean DEFAULT false NOT NULL,
	"has_table" boolean DEFAULT true NOT NULL,
	"has_scorers" boolean DEFAULT true NOT NULL,
	"is_fair_play_table_public" boolean DEFAULT true NOT NULL,
	"is_live_ticker_enabled" boolean DEFAULT true NOT NULL,
	"is_top_league" boolean DEFAULT false NOT NULL,
	"comment" text,
	"ad_code" text,
	"ad_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_play_schemes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"points" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_deductions" (
	"id" text PRIMARY KEY NOT NULL,
	"competition_id" text NOT NULL,
	"team_season_id" text NOT NULL,
	"points" smallint NOT NULL,
	"reason" text NOT NULL,
	"decided_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tie_break_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"application_mode" text NOT NULL,
	"fallback" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"association_id" text,
	"content_type" "content_type" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"intro_text" text NOT NULL,
	"body" text NOT NULL,
	"category" text,
	"channel_id" text,
	"image_media_id" text,
	"image_copyright" text,
	"match_id" text,
	"team_id" text,
	"author_name" text,
	"author_user_id" uuid,
	"like_count" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"path" text PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"intro_text" text,
	"body" text NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_configurations" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" text PRIMARY KEY NOT NULL,
	"match_id" text NOT NULL,
	"type_code" smallint NOT NULL,
	"minute" smallint NOT NULL,
	"added_minute" smallint,
	"sort_order" integer NOT NULL,
	"side" "match_side" NOT NULL,
	"player_id" text,
	"related_player_id" text
);
--> statement-breakpoint
CREATE TABLE "match_lineups" (
	"match_id" text NOT NULL,
	"side" "match_side" NOT NULL,
	"player_id" text NOT NULL,
	"jersey_number" smallint,
	"is_captain" boolean DEFAULT false NOT NULL,
	"is_keeper" boolean DEFAULT false NOT NULL,
	"is_substitute" boolean DEFAULT false NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "match_lineups_match_id_player_id_pk" PRIMARY KEY("match_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "match_officials" (
	"match_id" text NOT NULL,
	"role" "official_role" NOT NULL,
	"referee_id" text,
	"name" text NOT NULL,
	CONSTRAINT "match_officials_match_id_role_pk" PRIMARY KEY("match_id","role")
);
--> statement-breakpoint
CREATE TABLE "match_team_officials" (
	"match_id" text NOT NULL,
	"side" "match_side" NOT NULL,
	"name" text NOT NULL,
	"function_name" text NOT NULL,
	CONSTRAINT "match_team_officials_match_id_side_function_name_name_pk" PRIMARY KEY("match_id","side","function_name","name")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" text PRIMARY KEY NOT NULL,
	"competition_id" text NOT NULL,
	"matchday" smallint,
	"round_name" text,
	"match_number" text,
	"kickoff_at" timestamp with time zone,
	"is_kickoff_time_known" boolean DEFAULT true NOT NULL,
	"home_team_season_id" text,
	"guest_team_season_id" text,
	"venue_id" text,
	"status" "match_status" DEFAULT 'scheduled' NOT NULL,
	"decision" "decision_type",
	"decision_note" text,
	"home_goals" smallint,
	"guest_goals" smallint,
	"home_goals_halftime" smallint,
	"guest_goals_halftime" smallint,
	"home_goals_extra_time" smallint,
	"guest_goals_extra_time" smallint,
	"home_penalty_goals" smallint,
	"guest_penalty_goals" smallint,
	"live_minute" smallint,
	"live_added_minute" smallint,
	"time_state" time_state,
	"is_result_private" boolean DEFAULT false NOT NULL,
	"is_pre_published" boolean DEFAULT false NOT NULL,
	"rescheduled_from_match_id" text,
	"rescheduled_to_match_id" text,
	"cancellation_reason" text,
	"spectators" integer,
	"image_count" smallint DEFAULT 0 NOT NULL,
	"video_count" smallint DEFAULT 0 NOT NULL,
	"is_report_available" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticker_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"match_id" text NOT NULL,
	"minute" smallint,
	"added_minute" smallint,
	"type_code" smallint,
	"text" text NOT NULL,
	"author_user_id" uuid,
	"like_count" integer DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticker_likes" (
	"ticker_entry_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticker_likes_ticker_entry_id_user_id_pk" PRIMARY KEY("ticker_entry_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"data" "bytea" NOT NULL,
	"copyright" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "functionaries" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"function_name" text NOT NULL,
	"email" text,
	"phone" text,
	"is_email_public" boolean DEFAULT false NOT NULL,
	"is_phone_public" boolean DEFAULT false NOT NULL,
	"photo_media_id" text
);
--> statement-breakpoint
CREATE TABLE "player_images" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"media_id" text NOT NULL,
	"copyright" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nickname" text,
	"date_of_birth" date NOT NULL,
	"gender" "gender" NOT NULL,
	"nationality" text NOT NULL,
	"position" "playing_position",
	"alternative_positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"foot" "foot_type",
	"height_cm" smallint,
	"weight_kg" smallint,
	"jersey_number" smallint,
	"is_captain" boolean DEFAULT false NOT NULL,
	"club_id" text,
	"is_profile_public" boolean DEFAULT true NOT NULL,
	"is_performance_visible" boolean DEFAULT true NOT NULL,
	"are_cards_visible" boolean DEFAULT true NOT NULL,
	"is_date_of_birth_visible" boolean DEFAULT false NOT NULL,
	"is_nationality_visible" boolean DEFAULT true NOT NULL,
	"is_club_history_visible" boolean DEFAULT true NOT NULL,
	"is_searchable" boolean DEFAULT true NOT NULL,
	"is_searchable_externally" boolean DEFAULT false NOT NULL,
	"parental_consent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referee_career_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"referee_id" text NOT NULL,
	"season_id" text,
	"from_year" smallint NOT NULL,
	"to_year" smallint,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referee_special_matches" (
	"id" text PRIMARY KEY NOT NULL,
	"referee_id" text NOT NULL,
	"match_id" text,
	"played_on" date NOT NULL,
	"description" text NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "referee_statistic_types" (
	"referee_id" text NOT NULL,
	"statistic_type_id" integer NOT NULL,
	CONSTRAINT "referee_statistic_types_referee_id_statistic_type_id_pk" PRIMARY KEY("referee_id","statistic_type_id")
);
--> statement-breakpoint
CREATE TABLE "referees" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nickname" text,
	"date_of_birth" date NOT NULL,
	"gender" "gender" NOT NULL,
	"nationality" text NOT NULL,
	"club_id" text,
	"level_name" text NOT NULL,
	"active_since" smallint NOT NULL,
	"image_media_id" text,
	"is_profile_public" boolean DEFAULT true NOT NULL,
	"is_performance_visible" boolean DEFAULT true NOT NULL,
	"are_cards_visible" boolean DEFAULT true NOT NULL,
	"is_date_of_birth_visible" boolean DEFAULT false NOT NULL,
	"is_career_visible" boolean DEFAULT true NOT NULL,
	"is_nationality_visible" boolean DEFAULT true NOT NULL,
	"parental_consent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "squad_memberships" (
	"team_season_id" text NOT NULL,
	"player_id" text NOT NULL,
	"jersey_number" smallint,
	"position" "playing_position",
	"is_captain" boolean DEFAULT false NOT NULL,
	"joined_on" date,
	"left_on" date,
	"arrived_from_club_id" text,
	"departed_to_club_id" text,
	CONSTRAINT "squad_memberships_team_season_id_player_id_pk" PRIMARY KEY("team_season_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "team_officials" (
	"id" text PRIMARY KEY NOT NULL,
	"team_season_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"function_name" text NOT NULL,
	"email" text,
	"phone" text,
	"is_contact_public" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "associations" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"website" text,
	"logo_url" text,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "associations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "bezirke" (
	"id" text PRIMARY KEY NOT NULL,
	"association_id" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"basic_type" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kreise" (
	"id" text PRIMARY KEY NOT NULL,
	"bezirk_id" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"team_type_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"area_kind" "playing_area_kind" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playing_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "playing_area_kind" NOT NULL,
	"name" text NOT NULL,
	"association_id" text NOT NULL,
	"bezirk_id" text,
	"kreis_id" text
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"min_age" smallint,
	"max_age" smallint,
	"is_female" boolean NOT NULL,
	"is_youth" boolean NOT NULL,
	"has_results" boolean DEFAULT true NOT NULL,
	"match_minutes" smallint DEFAULT 90 NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"postal_code" text,
	"city" text,
	"surface" "surface_type" NOT NULL,
	"latitude" text,
	"longitude" text
);
--> statement-breakpoint
CREATE TABLE "dataset_info" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blacklisted_player_profiles" ADD CONSTRAINT "blacklisted_player_profiles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_consent_requests" ADD CONSTRAINT "parental_consent_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_consent_requests" ADD CONSTRAINT "parental_consent_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_admin_rights" ADD CONSTRAINT "team_admin_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_admin_rights" ADD CONSTRAINT "team_admin_rights_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_features" ADD CONSTRAINT "user_features_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_venues" ADD CONSTRAINT "club_venues_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_venues" ADD CONSTRAINT "club_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_logo_media_id_media_files_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_kreis_id_kreise_id_fk" FOREIGN KEY ("kreis_id") REFERENCES "public"."kreise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_seasons" ADD CONSTRAINT "team_seasons_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_seasons" ADD CONSTRAINT "team_seasons_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_seasons" ADD CONSTRAINT "team_seasons_image_media_id_media_files_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_team_type_id_team_types_id_fk" FOREIGN KEY ("team_type_id") REFERENCES "public"."team_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_matchdays" ADD CONSTRAINT "competition_matchdays_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_team_season_id_team_seasons_id_fk" FOREIGN KEY ("team_season_id") REFERENCES "public"."team_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_competition_type_id_competition_types_id_fk" FOREIGN KEY ("competition_type_id") REFERENCES "public"."competition_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_team_type_id_team_types_id_fk" FOREIGN KEY ("team_type_id") REFERENCES "public"."team_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_league_level_id_league_levels_id_fk" FOREIGN KEY ("league_level_id") REFERENCES "public"."league_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_playing_area_id_playing_areas_id_fk" FOREIGN KEY ("playing_area_id") REFERENCES "public"."playing_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_tie_break_profile_id_tie_break_profiles_id_fk" FOREIGN KEY ("tie_break_profile_id") REFERENCES "public"."tie_break_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_fair_play_scheme_id_fair_play_schemes_id_fk" FOREIGN KEY ("fair_play_scheme_id") REFERENCES "public"."fair_play_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_division_manager_id_functionaries_id_fk" FOREIGN KEY ("division_manager_id") REFERENCES "public"."functionaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_deductions" ADD CONSTRAINT "point_deductions_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_deductions" ADD CONSTRAINT "point_deductions_team_season_id_team_seasons_id_fk" FOREIGN KEY ("team_season_id") REFERENCES "public"."team_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_image_media_id_media_files_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_related_player_id_players_id_fk" FOREIGN KEY ("related_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_lineups" ADD CONSTRAINT "match_lineups_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_lineups" ADD CONSTRAINT "match_lineups_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_officials" ADD CONSTRAINT "match_officials_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_officials" ADD CONSTRAINT "match_officials_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_team_officials" ADD CONSTRAINT "match_team_officials_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_season_id_team_seasons_id_fk" FOREIGN KEY ("home_team_season_id") REFERENCES "public"."team_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_guest_team_season_id_team_seasons_id_fk" FOREIGN KEY ("guest_team_season_id") REFERENCES "public"."team_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticker_entries" ADD CONSTRAINT "ticker_entries_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticker_entries" ADD CONSTRAINT "ticker_entries_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticker_likes" ADD CONSTRAINT "ticker_likes_ticker_entry_id_ticker_entries_id_fk" FOREIGN KEY ("ticker_entry_id") REFERENCES "public"."ticker_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticker_likes" ADD CONSTRAINT "ticker_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "functionaries" ADD CONSTRAINT "functionaries_photo_media_id_media_files_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_images" ADD CONSTRAINT "player_images_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_images" ADD CONSTRAINT "player_images_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_career_entries" ADD CONSTRAINT "referee_career_entries_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_career_entries" ADD CONSTRAINT "referee_career_entries_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_special_matches" ADD CONSTRAINT "referee_special_matches_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_statistic_types" ADD CONSTRAINT "referee_statistic_types_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_image_media_id_media_files_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_memberships" ADD CONSTRAINT "squad_memberships_team_season_id_team_seasons_id_fk" FOREIGN KEY ("team_season_id") REFERENCES "public"."team_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_memberships" ADD CONSTRAINT "squad_memberships_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_memberships" ADD CONSTRAINT "squad_memberships_arrived_from_club_id_clubs_id_fk" FOREIGN KEY ("arrived_from_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_memberships" ADD CONSTRAINT "squad_memberships_departed_to_club_id_clubs_id_fk" FOREIGN KEY ("departed_to_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_officials" ADD CONSTRAINT "team_officials_team_season_id_team_seasons_id_fk" FOREIGN KEY ("team_season_id") REFERENCES "public"."team_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bezirke" ADD CONSTRAINT "bezirke_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kreise" ADD CONSTRAINT "kreise_bezirk_id_bezirke_id_fk" FOREIGN KEY ("bezirk_id") REFERENCES "public"."bezirke"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_levels" ADD CONSTRAINT "league_levels_team_type_id_team_types_id_fk" FOREIGN KEY ("team_type_id") REFERENCES "public"."team_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playing_areas" ADD CONSTRAINT "playing_areas_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playing_areas" ADD CONSTRAINT "playing_areas_bezirk_id_bezirke_id_fk" FOREIGN KEY ("bezirk_id") REFERENCES "public"."bezirke"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playing_areas" ADD CONSTRAINT "playing_areas_kreis_id_kreise_id_fk" FOREIGN KEY ("kreis_id") REFERENCES "public"."kreise"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blacklisted_player_profiles_last_name_first_name_date_of_birth_index" ON "blacklisted_player_profiles" USING btree ("last_name","first_name","date_of_birth");--> statement-breakpoint
CREATE INDEX "marketing_consents_user_id_requested_at_index" ON "marketing_consents" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_id_purpose_index" ON "one_time_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "parental_consent_requests_user_id_index" ON "parental_consent_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_object_ref_index" ON "push_subscriptions" USING btree ("object_ref");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_index" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_index" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "team_admin_rights_team_id_index" ON "team_admin_rights" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_unique" ON "users" USING btree (lower("nickname"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_player_id_index" ON "users" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referee_id_index" ON "users" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "clubs_kreis_id_index" ON "clubs" USING btree ("kreis_id");--> statement-breakpoint
CREATE INDEX "clubs_postal_code_index" ON "clubs" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "clubs_name_trgm" ON "clubs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_seasons_team_id_season_id_index" ON "team_seasons" USING btree ("team_id","season_id");--> statement-breakpoint
CREATE INDEX "team_seasons_season_id_index" ON "team_seasons" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "teams_club_id_index" ON "teams" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "teams_name_trgm" ON "teams" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "competition_teams_team_season_id_index" ON "competition_teams" USING btree ("team_season_id");--> statement-breakpoint
CREATE INDEX "competitions_season_id_competition_type_id_team_type_id_league_level_id_index" ON "competitions" USING btree ("season_id","competition_type_id","team_type_id","league_level_id");--> statement-breakpoint
CREATE INDEX "competitions_playing_area_id_season_id_index" ON "competitions" USING btree ("playing_area_id","season_id");--> statement-breakpoint
CREATE INDEX "competitions_name_trgm" ON "competitions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "point_deductions_competition_id_index" ON "point_deductions" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "articles_content_type_published_at_index" ON "articles" USING btree ("content_type","published_at");--> statement-breakpoint
CREATE INDEX "articles_match_id_index" ON "articles" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "articles_team_id_published_at_index" ON "articles" USING btree ("team_id","published_at");--> statement-breakpoint
CREATE INDEX "articles_title_trgm" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_pending" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "match_events_match_id_sort_order_index" ON "match_events" USING btree ("match_id","sort_order");--> statement-breakpoint
CREATE INDEX "match_events_player_id_index" ON "match_events" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "match_lineups_player_id_index" ON "match_lineups" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "match_officials_referee_id_index" ON "match_officials" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "matches_competition_id_matchday_index" ON "matches" USING btree ("competition_id","matchday");--> statement-breakpoint
CREATE INDEX "matches_home_team_season_id_kickoff_at_index" ON "matches" USING btree ("home_team_season_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_guest_team_season_id_kickoff_at_index" ON "matches" USING btree ("guest_team_season_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_kickoff_at_index" ON "matches" USING btree ("kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_status_index" ON "matches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ticker_entries_match_id_created_at_index" ON "ticker_entries" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE INDEX "player_images_player_id_index" ON "player_images" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "players_club_id_index" ON "players" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "players_name_trgm" ON "players" USING gin ("last_name" gin_trgm_ops,"first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "referee_career_entries_referee_id_index" ON "referee_career_entries" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "referee_special_matches_referee_id_index" ON "referee_special_matches" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "referees_name_trgm" ON "referees" USING gin ("last_name" gin_trgm_ops,"first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "squad_memberships_player_id_index" ON "squad_memberships" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "team_officials_team_season_id_index" ON "team_officials" USING btree ("team_season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_officials_team_season_id_last_name_first_name_function_name_index" ON "team_officials" USING btree ("team_season_id","last_name","first_name","function_name");--> statement-breakpoint
CREATE INDEX "kreise_bezirk_id_index" ON "kreise" USING btree ("bezirk_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_levels_team_type_id_rank_index" ON "league_levels" USING btree ("team_type_id","rank");--> statement-breakpoint
CREATE INDEX "playing_areas_association_id_kind_index" ON "playing_areas" USING btree ("association_id","kind");--> statement-breakpoint
CREATE INDEX "venues_postal_code_index" ON "venues" USING btree ("postal_code");