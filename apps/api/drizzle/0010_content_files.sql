ALTER TABLE "articles" ADD COLUMN "image_path" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "source_file" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "image_path" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "source_file" text;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_unique" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "content_pages_section_index" ON "content_pages" USING btree ("section");