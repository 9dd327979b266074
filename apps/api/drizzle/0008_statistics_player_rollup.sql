CREATE TABLE "statistics_player_rollup" (
	"zeitraum" text NOT NULL,
	"association_id" text NOT NULL,
	"team_season_id" text NOT NULL,
	"player_id" text NOT NULL,
	"appearances" smallint NOT NULL,
	"goals" smallint NOT NULL,
	"penalty_goals" smallint NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"listed_from" date NOT NULL,
	CONSTRAINT "statistics_player_rollup_zeitraum_association_id_player_id_team_season_id_pk" PRIMARY KEY("zeitraum","association_id","player_id","team_season_id")
);
--> statement-breakpoint
ALTER TABLE "statistics_player_rollup" ADD CONSTRAINT "statistics_player_rollup_team_season_id_team_seasons_id_fk" FOREIGN KEY ("team_season_id") REFERENCES "public"."team_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_player_rollup" ADD CONSTRAINT "statistics_player_rollup_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statistics_player_rollup_goals" ON "statistics_player_rollup" USING btree ("zeitraum","association_id","goals" DESC NULLS LAST,"last_name","first_name","player_id","team_season_id","listed_from");--> statement-breakpoint
CREATE INDEX "statistics_player_rollup_penalty_goals" ON "statistics_player_rollup" USING btree ("zeitraum","association_id","penalty_goals" DESC NULLS LAST,"last_name","first_name","player_id","team_season_id","listed_from");--> statement-breakpoint
CREATE INDEX "statistics_player_rollup_appearances" ON "statistics_player_rollup" USING btree ("zeitraum","association_id","appearances" DESC NULLS LAST,"last_name","first_name","player_id","team_season_id","listed_from");--> statement-breakpoint
CREATE INDEX "statistics_player_rollup_player_id_index" ON "statistics_player_rollup" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "statistics_player_rollup_team_season_id_index" ON "statistics_player_rollup" USING btree ("team_season_id");--> statement-breakpoint
-- The Berlin day from which a player's figures may be listed: the rule of LISTED_PLAYER (statistics.repository.ts)
-- as a date, so the roll-up can compare it with today. Public profile and visible performance, and for a minor a
-- parent's consent or the day the player turns 18 (one born on 29 February in a common year: on 1 March).
CREATE FUNCTION statistics_listed_from(is_profile_public boolean, is_performance_visible boolean,
    parental_consent_at timestamptz, date_of_birth date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN NOT (is_profile_public AND is_performance_visible) THEN 'infinity'::date
    WHEN parental_consent_at IS NOT NULL THEN '-infinity'::date
    WHEN date_of_birth IS NULL THEN 'infinity'::date
    WHEN (date_of_birth + interval '18 years')::date - interval '18 years' < date_of_birth
      THEN (date_of_birth + interval '18 years')::date + 1
    ELSE (date_of_birth + interval '18 years')::date
  END
$$;
--> statement-breakpoint
CREATE FUNCTION statistics_player_rollup_follow_player() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE statistics_player_rollup
  SET last_name = NEW.last_name, first_name = NEW.first_name,
    listed_from = statistics_listed_from(NEW.is_profile_public, NEW.is_performance_visible, NEW.parental_consent_at,
      NEW.date_of_birth)
  WHERE player_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER statistics_player_rollup_follow_player
AFTER UPDATE OF last_name, first_name, is_profile_public, is_performance_visible, parental_consent_at, date_of_birth
ON players FOR EACH ROW
WHEN (OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.first_name IS DISTINCT FROM NEW.first_name
  OR OLD.is_profile_public IS DISTINCT FROM NEW.is_profile_public
  OR OLD.is_performance_visible IS DISTINCT FROM NEW.is_performance_visible
  OR OLD.parental_consent_at IS DISTINCT FROM NEW.parental_consent_at
  OR OLD.date_of_birth IS DISTINCT FROM NEW.date_of_birth)
EXECUTE FUNCTION statistics_player_rollup_follow_player();
