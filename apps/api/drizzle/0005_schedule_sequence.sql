ALTER TABLE "matches" ADD COLUMN "schedule_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "raise_match_schedule_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.schedule_sequence := OLD.schedule_sequence + 1;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "matches_schedule_sequence" BEFORE UPDATE OF "kickoff_at", "is_kickoff_time_known", "venue_id", "status" ON "matches"
	FOR EACH ROW
	WHEN (OLD.kickoff_at IS DISTINCT FROM NEW.kickoff_at
		OR OLD.is_kickoff_time_known IS DISTINCT FROM NEW.is_kickoff_time_known
		OR OLD.venue_id IS DISTINCT FROM NEW.venue_id
		OR (OLD.status IS DISTINCT FROM NEW.status
			AND NEW.status IN ('postponed', 'rescheduled', 'annulled')))
	EXECUTE FUNCTION "raise_match_schedule_sequence"();
