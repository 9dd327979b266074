CREATE TABLE "promateur_opt_outs" (
	"player_id" text NOT NULL,
	"competition_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promateur_opt_outs_player_id_competition_id_pk" PRIMARY KEY("player_id","competition_id")
);
--> statement-breakpoint
CREATE TABLE "promateur_pilot_leagues" (
	"competition_id" text PRIMARY KEY NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promateur_opt_outs" ADD CONSTRAINT "promateur_opt_outs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promateur_opt_outs" ADD CONSTRAINT "promateur_opt_outs_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promateur_pilot_leagues" ADD CONSTRAINT "promateur_pilot_leagues_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promateur_opt_outs_competition_id_index" ON "promateur_opt_outs" USING btree ("competition_id");