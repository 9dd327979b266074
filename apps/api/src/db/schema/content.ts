import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    matchId: text().references(() => matches.id),
    teamId: text().references(() => teams.id),
    authorName: text(),
    authorUserId: uuid().references(() => users.id),
    likeCount: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.contentType, t.publishedAt),
    index().on(t.matchId),
    index().on(t.teamId, t.publishedAt),
    index("articles_title_trgm").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

export const contentPages = pgTable("content_pages", {
  path: text().primaryKey(),
  section: text().notNull(),
  title: text().notNull(),
  introText: text(),
  body: text().notNull(),
  isPublished: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Site configuration documents such as `navigation` and `footer` (shapes in website.md section 3). */
export const siteConfigurations = pgTable("site_configurations", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
