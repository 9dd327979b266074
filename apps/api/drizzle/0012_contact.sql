CREATE TABLE "abuse_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"association_id" text,
	"content_url" text,
	"category" text,
	"reason_id" text,
	"match_id" text,
	"ticker_entry_id" text,
	"text" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_uses" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient_digest" text NOT NULL,
	"sender_digest" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abuse_reports_created_at_index" ON "abuse_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "captcha_uses_expires_at_index" ON "captcha_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "contact_mails_recipient_digest_sent_at_index" ON "contact_mails" USING btree ("recipient_digest","sent_at");--> statement-breakpoint
CREATE INDEX "contact_mails_sender_digest_sent_at_index" ON "contact_mails" USING btree ("sender_digest","sent_at");