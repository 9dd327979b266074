CREATE TABLE "competition_lists" (
	"competition_id" text NOT NULL,
	"kind" text NOT NULL,
	"list" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_lists_competition_id_kind_pk" PRIMARY KEY("competition_id","kind")
);
--> statement-breakpoint
ALTER TABLE "competition_lists" ADD CONSTRAINT "competition_lists_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;