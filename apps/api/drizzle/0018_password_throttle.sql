CREATE TABLE "password_failures" (
	"subject" text NOT NULL,
	"client" text NOT NULL,
	"account" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "password_failures_subject_client_failed_at_index" ON "password_failures" USING btree ("subject","client","failed_at");--> statement-breakpoint
CREATE INDEX "password_failures_account_failed_at_index" ON "password_failures" USING btree ("account","failed_at");--> statement-breakpoint
CREATE INDEX "password_failures_failed_at_index" ON "password_failures" USING btree ("failed_at");