CREATE TABLE "competition_standings" (
	"competition_id" text NOT NULL,
	"variant" text NOT NULL,
	"standing" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_standings_competition_id_variant_pk" PRIMARY KEY("competition_id","variant")
);
--> statement-breakpoint
ALTER TABLE "competition_standings" ADD CONSTRAINT "competition_standings_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_competition_id_kickoff_at_index" ON "matches" USING btree ("competition_id","kickoff_at");