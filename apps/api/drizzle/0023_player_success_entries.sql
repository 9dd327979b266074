CREATE TABLE "player_success_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"year" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_success_entries" ADD CONSTRAINT "player_success_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_success_entries_player_id_index" ON "player_success_entries" USING btree ("player_id");