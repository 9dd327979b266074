CREATE TABLE "club_reporters" (
	"club_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"named_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_reporters_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"match_id" text NOT NULL,
	"competition_id" text NOT NULL,
	"home_team_id" text,
	"guest_team_id" text,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"match_id" text NOT NULL,
	"user_id" uuid,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"minute" smallint,
	"added_minute" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"answer" jsonb NOT NULL,
	CONSTRAINT "match_entries_userId_idempotencyKey_unique" UNIQUE("user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "phase_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "first_half_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "second_half_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "extra_time_first_half_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "extra_time_second_half_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "penalties_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_reporters" ADD CONSTRAINT "club_reporters_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_reporters" ADD CONSTRAINT "club_reporters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_reporters" ADD CONSTRAINT "club_reporters_named_by_users_id_fk" FOREIGN KEY ("named_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_entries" ADD CONSTRAINT "match_entries_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_entries" ADD CONSTRAINT "match_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_reporters_user_id_index" ON "club_reporters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_events_created_at_index" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_events_match_id_id_index" ON "live_events" USING btree ("match_id","id");--> statement-breakpoint
CREATE INDEX "live_events_competition_id_id_index" ON "live_events" USING btree ("competition_id","id");--> statement-breakpoint
CREATE INDEX "live_events_home_team_id_id_index" ON "live_events" USING btree ("home_team_id","id");--> statement-breakpoint
CREATE INDEX "live_events_guest_team_id_id_index" ON "live_events" USING btree ("guest_team_id","id");--> statement-breakpoint
CREATE INDEX "match_entries_match_id_created_at_index" ON "match_entries" USING btree ("match_id","created_at");