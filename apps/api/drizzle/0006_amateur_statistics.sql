CREATE TABLE "statistics_match_totals" (
	"zeitraum" text NOT NULL,
	"competition_id" text NOT NULL,
	"association_id" text NOT NULL,
	"bezirk_id" text,
	"kreis_id" text,
	"team_type_id" integer NOT NULL,
	"league_level_id" integer,
	"match_id" text NOT NULL,
	"home_team_season_id" text NOT NULL,
	"guest_team_season_id" text NOT NULL,
	"goals" smallint NOT NULL,
	"margin" smallint NOT NULL,
	CONSTRAINT "statistics_match_totals_zeitraum_match_id_pk" PRIMARY KEY("zeitraum","match_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_periods" (
	"zeitraum" text PRIMARY KEY NOT NULL,
	"season_id" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"name" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistics_player_totals" (
	"zeitraum" text NOT NULL,
	"competition_id" text NOT NULL,
	"association_id" text NOT NULL,
	"bezirk_id" text,
	"kreis_id" text,
	"team_type_id" integer NOT NULL,
	"league_level_id" integer,
	"team_season_id" text NOT NULL,
	"player_id" text NOT NULL,
	"appearances" smallint NOT NULL,
	"goals" smallint NOT NULL,
	"penalty_goals" smallint NOT NULL,
	CONSTRAINT "statistics_player_totals_zeitraum_competition_id_team_season_id_player_id_pk" PRIMARY KEY("zeitraum","competition_id","team_season_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_team_totals" (
	"zeitraum" text NOT NULL,
	"competition_id" text NOT NULL,
	"association_id" text NOT NULL,
	"bezirk_id" text,
	"kreis_id" text,
	"team_type_id" integer NOT NULL,
	"league_level_id" integer,
	"team_season_id" text NOT NULL,
	"matches" smallint NOT NULL,
	"wins" smallint NOT NULL,
	"draws" smallint NOT NULL,
	"losses" smallint NOT NULL,
	"goals_for" smallint NOT NULL,
	"goals_against" smallint NOT NULL,
	"fair_play_points" smallint NOT NULL,
	CONSTRAINT "statistics_team_totals_zeitraum_competition_id_team_season_id_pk" PRIMARY KEY("zeitraum","competition_id","team_season_id")
);
--> statement-breakpoint
ALTER TABLE "statistics_match_totals" ADD CONSTRAINT "statistics_match_totals_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_match_totals" ADD CONSTRAINT "statistics_match_totals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_periods" ADD CONSTRAINT "statistics_periods_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_player_totals" ADD CONSTRAINT "statistics_player_totals_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_player_totals" ADD CONSTRAINT "statistics_player_totals_team_season_id_team_seasons_id_fk" FOREIGN KEY ("team_season_id") REFERENCES "public"."team_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_player_totals" ADD CONSTRAINT "statistics_player_totals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_team_totals" ADD CONSTRAINT "statistics_team_totals_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_team_totals" ADD CONSTRAINT "statistics_team_totals_team_season_id_team_seasons_id_fk" FOREIGN KEY ("team_season_id") REFERENCES "public"."team_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statistics_match_totals_zeitraum_association_id_goals_index" ON "statistics_match_totals" USING btree ("zeitraum","association_id","goals");--> statement-breakpoint
CREATE INDEX "statistics_match_totals_home_team_season_id_index" ON "statistics_match_totals" USING btree ("home_team_season_id");--> statement-breakpoint
CREATE INDEX "statistics_match_totals_guest_team_season_id_index" ON "statistics_match_totals" USING btree ("guest_team_season_id");--> statement-breakpoint
CREATE INDEX "statistics_player_totals_zeitraum_association_id_goals_index" ON "statistics_player_totals" USING btree ("zeitraum","association_id","goals");--> statement-breakpoint
CREATE INDEX "statistics_player_totals_zeitraum_team_type_id_league_level_id_index" ON "statistics_player_totals" USING btree ("zeitraum","team_type_id","league_level_id");--> statement-breakpoint
CREATE INDEX "statistics_player_totals_team_season_id_index" ON "statistics_player_totals" USING btree ("team_season_id");--> statement-breakpoint
CREATE INDEX "statistics_team_totals_zeitraum_association_id_index" ON "statistics_team_totals" USING btree ("zeitraum","association_id");--> statement-breakpoint
CREATE INDEX "statistics_team_totals_team_season_id_index" ON "statistics_team_totals" USING btree ("team_season_id");