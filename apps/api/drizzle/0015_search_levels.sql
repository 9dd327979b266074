-- The site search's speed on large data (bench/search.mjs): clubs, teams and competitions are read from GiST trigram
-- indexes in distance order like people (migration 0014), and ranked by a level worked out once per season instead
-- of five joins per match.
CREATE TABLE "search_levels" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"league_level_id" integer NOT NULL,
	CONSTRAINT "search_levels_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
DROP INDEX "clubs_search_terms_trgm";--> statement-breakpoint
DROP INDEX "teams_search_terms_trgm";--> statement-breakpoint
DROP INDEX "competitions_search_terms_trgm";--> statement-breakpoint
ALTER TABLE "search_levels" ADD CONSTRAINT "search_levels_league_level_id_league_levels_id_fk" FOREIGN KEY ("league_level_id") REFERENCES "public"."league_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_venues_venue_id_index" ON "club_venues" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "clubs_search_terms_trgm" ON "clubs" USING gist ("search_terms" gist_trgm_ops(siglen=1024));--> statement-breakpoint
CREATE INDEX "teams_search_terms_trgm" ON "teams" USING gist ("search_terms" gist_trgm_ops(siglen=1024));--> statement-breakpoint
CREATE INDEX "competitions_search_terms_trgm" ON "competitions" USING gist ("search_terms" gist_trgm_ops(siglen=1024));--> statement-breakpoint
-- The one rule for a search hit's level, kept in the database and run again by every statement that changes what
-- it reads (entries, teams, competitions, the current season): a bulk load runs it once per table it writes.
CREATE FUNCTION refresh_search_levels() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_levels;
  INSERT INTO search_levels (kind, id, league_level_id)
  SELECT DISTINCT ON (ts.team_id) 'team', ts.team_id, ll.id
  FROM team_seasons ts
  JOIN seasons s ON s.id = ts.season_id AND s.is_current
  JOIN competition_teams ct ON ct.team_season_id = ts.id
  JOIN competitions co ON co.id = ct.competition_id
  JOIN league_levels ll ON ll.id = co.league_level_id
  ORDER BY ts.team_id, ll.rank, ll.id;
  INSERT INTO search_levels (kind, id, league_level_id)
  SELECT DISTINCT ON (t.club_id) 'club', t.club_id, ll.id
  FROM teams t
  JOIN search_levels sl ON sl.kind = 'team' AND sl.id = t.id
  JOIN league_levels ll ON ll.id = sl.league_level_id
  WHERE t.rank = 1 AND t.team_type_id = (SELECT id FROM team_types ORDER BY sort_order LIMIT 1)
  ORDER BY t.club_id, ll.rank, ll.id;
$$;--> statement-breakpoint
CREATE FUNCTION refresh_search_levels_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_search_levels();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_levels_after_entries AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON competition_teams
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_levels_after_change();--> statement-breakpoint
CREATE TRIGGER search_levels_after_team_seasons AFTER INSERT OR UPDATE OF team_id, season_id OR DELETE OR TRUNCATE
  ON team_seasons FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_levels_after_change();--> statement-breakpoint
CREATE TRIGGER search_levels_after_teams AFTER UPDATE OF club_id, rank, team_type_id OR DELETE OR TRUNCATE ON teams
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_levels_after_change();--> statement-breakpoint
CREATE TRIGGER search_levels_after_competitions AFTER UPDATE OF league_level_id, season_id OR DELETE OR TRUNCATE
  ON competitions FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_levels_after_change();--> statement-breakpoint
CREATE TRIGGER search_levels_after_seasons AFTER UPDATE OF is_current ON seasons
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_levels_after_change();--> statement-breakpoint
SELECT refresh_search_levels();
