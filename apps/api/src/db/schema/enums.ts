import { pgEnum } from "drizzle-orm/pg-core";

/** Where a competition is played: the whole association, one Bezirk or one Kreis. */
export const playingAreaKind = pgEnum("playing_area_kind", ["association", "bezirk", "kreis"]);

export const surfaceType = pgEnum("surface_type", [
  "natural_grass",
  "artificial_turf",
  "hybrid_grass",
  "clay",
  "indoor",
  "sand",
]);

export const gender = pgEnum("gender", ["female", "male", "diverse"]);

/** Match status as DOMAIN.md defines it; kept apart from the score. */
export const matchStatus = pgEnum("match_status", [
  "scheduled",
  "provisional",
  "live",
  "finished",
  "postponed",
  "rescheduled",
  "abandoned",
  "annulled",
  "no_show_home",
  "no_show_guest",
  "no_show_both",
  "awarded",
  "bye",
]);

/** Decision marks: Wertung (w), Sportgerichtsurteil (u), Verwaltungsentscheid (v). */
export const decisionType = pgEnum("decision_type", ["rating", "court_verdict", "administrative"]);

/** Phase of a running or finished match as the ticker shows it. */
export const timeState = pgEnum("time_state", [
  "pre_match",
  "first_half",
  "halftime",
  "second_half",
  "before_extra_time",
  "extra_time_first_half",
  "extra_time_halftime",
  "extra_time_second_half",
  "before_penalties",
  "penalties",
  "full_time",
]);

export const officialRole = pgEnum("official_role", ["referee", "assistant_1", "assistant_2", "fourth_official"]);

export const matchSide = pgEnum("match_side", ["home", "guest"]);

export const footType = pgEnum("foot_type", ["left", "right", "both"]);

export const playingPosition = pgEnum("playing_position", ["goalkeeper", "defender", "midfielder", "forward"]);

/** The eight content types of website.md section 1. */
export const contentType = pgEnum("content_type", [
  "CMS_NEWS",
  "MATCH_REPORT",
  "MATCH_REPORT_GC",
  "MATCH_REPORT_UGC",
  "PREVIEW_MATCH_REPORT_GC",
  "CLOSING_MATCH_REPORT_GC",
  "TEAM_NEWS",
  "USER_POST",
]);

export const favoriteKind = pgEnum("favorite_kind", ["club", "team", "competition", "player", "association"]);

export const userFeature = pgEnum("user_feature", ["promateur", "log_level"]);

export const oneTimeCodePurpose = pgEnum("one_time_code_purpose", [
  "account_activation",
  "email_change",
  "password_reset",
  "marketing_consent",
  "player_profile_activation",
  "referee_profile_activation",
  "player_profile_deletion",
  "referee_profile_deletion",
  "blacklist_confirmation",
  "blacklist_removal",
]);

export const consentRole = pgEnum("consent_role", ["player", "referee"]);

export const blacklistStatus = pgEnum("blacklist_status", ["pending", "active", "removal_pending", "removed"]);
