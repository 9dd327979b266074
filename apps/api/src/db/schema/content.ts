import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { teams } from "./clubs.js";
import { contentType } from "./enums.js";
import { matches } from "./matches.js";
import { mediaFiles } from "./media.js";
import { associations } from "./structure.js";

/** News articles, match reports, team news and user posts: one table, told apart by the content type. */
export const articles = pgTable(
  "articles",
  {
    id: uuid().primaryKey().defaultRandom(),
    associationId: text().references(() => associations.id),
    contentType: contentType().notNull(),
    slug: text().notNull(),
    title: text().notNull(),
    introText: text().notNull(),
    body: text().notNull(),
    category: text(),
    channelId: text(),
    imageMediaId: text().references(() => mediaFiles.id),
    imageCopyright: text(),
    /** An image of the website's own (`/images/…`), set by Markdown news; media files use imageMediaId. */
    imagePath: text(),
    matchId: text().references(() => matches.id),
    teamId: text().references(() => teams.id),
    authorName: text(),
    authorUserId: uuid().references(() => users.id),
    likeCount: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The Markdown file an article was imported from (relative to the content folder); null for other sources. */
    sourceFile: text(),
  },
  (t) => [
    index().on(t.contentType, t.publishedAt),
    uniqueIndex("articles_slug_unique").on(t.slug),
    index().on(t.matchId),
    index().on(t.teamId, t.publishedAt),
    index("articles_title_trgm").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

/** Content pages at their site path (`/allgemein/impressum`), imported from Markdown files (docs/content.md). */
export const contentPages = pgTable(
  "content_pages",
  {
    path: text().primaryKey(),
    section: text().notNull(),
    title: text().notNull(),
    introText: text(),
    body: text().notNull(),
    imagePath: text(),
    imageAlt: text(),
    /** Order among the pages of one parent; then the title. */
    sortOrder: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sourceFile: text(),
  },
  (t) => [index().on(t.section)],
);

/** Site configuration documents such as `navigation` and `footer` (shapes in website.md section 3). */
export const siteConfigurations = pgTable("site_configurations", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
