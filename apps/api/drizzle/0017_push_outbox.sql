CREATE TABLE "push_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"token_type_id" integer NOT NULL,
	"message" jsonb NOT NULL,
	"ttl_seconds" integer NOT NULL,
	"urgency" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "push_outbox_next_attempt_at_index" ON "push_outbox" USING btree ("next_attempt_at");