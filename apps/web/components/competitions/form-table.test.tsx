// @vitest-environment happy-dom
import type { CrossTableMatch } from "@spielfeld/api-client";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { markMeaning, shortDate } from "./cross-table-legend";
import { describeFormMatch, FormTable, type FormTableData } from "./form-table";

afterEach(cleanup);

const win = {
  matchId: "M1",
  result: "S" as const,
  isHome: true,
  opponentTeamId: "T2",
  opponentTeamName: "TSV Großdorf",
  goalsFor: 3,
  goalsAgainst: 1,
  decisionMark: null,
  isNoShow: false,
  kickoff: "2026-11-14T14:00:00.000Z",
  matchday: 12,
};

describe("form badges", () => {
  it("say the result, score, opponent and venue; decisions and no-shows are named; a private score is left out", () => {
    expect(describeFormMatch(win)).toBe("Sieg 3:1 gegen TSV Großdorf, Heimspiel");
    expect(
      describeFormMatch({ ...win, result: "N", isHome: false, goalsFor: 0, goalsAgainst: 2, isNoShow: true }),
    ).toBe("Niederlage 0:2 (Nichtantritt) gegen TSV Großdorf, Auswärtsspiel");
    expect(describeFormMatch({ ...win, decisionMark: "u", goalsFor: 2, goalsAgainst: 0 })).toBe(
      "Sieg 2:0 (Sportgerichtsurteil) gegen TSV Großdorf, Heimspiel",
    );
    expect(describeFormMatch({ ...win, result: "U", goalsFor: null, goalsAgainst: null })).toBe(
      "Unentschieden gegen TSV Großdorf, Heimspiel",
    );
  });

  it("render the letter visibly and the description for screen readers, each linked to its match", () => {
    const data: FormTableData = {
      compoundId: "C-G",
      amount: 5,
      tieBreakRule: "Bayernliga und darunter",
      entries: [
        {
          position: 1,
          sharedPlace: false,
          teamId: "T1",
          teamPermanentId: "P1",
          teamName: "SV Kleinstadt",
          clubId: "K1",
          clubName: "SV Kleinstadt",
          mark: null,
          matchesPlayed: 1,
          matchesWon: 1,
          matchesDrawn: 0,
          matchesLost: 0,
          goalsPlus: 3,
          goalsMinus: 1,
          goalDifference: 2,
          points: 3,
          form: [win],
        },
      ],
    };
    render(<FormTable data={data} />);
    const badge = screen.getByRole("link", { name: "Sieg 3:1 gegen TSV Großdorf, Heimspiel" });
    expect(badge.getAttribute("href")).toBe("/ergebnisse/spiel/-/M1");
    expect(badge.textContent?.startsWith("S")).toBe(true);
    expect(screen.getByRole("link", { name: "SV Kleinstadt" }).getAttribute("href")).toBe(
      "/mannschaften/sv-kleinstadt/P1",
    );
  });
});

describe("cross table marks", () => {
  const match: CrossTableMatch = {
    id: "M1",
    matchday: 3,
    kickoff: "2026-04-12T13:00:00.000Z",
    kickoffTimeKnown: true,
    status: "finished",
    mark: "result",
    result: "3:1",
    homeGoals: 3,
    guestGoals: 1,
    period: "regular",
    decisionMark: null,
    countsInTable: true,
  };

  it("explain a mark or decision beside the short form, and nothing beside a plain result", () => {
    expect(markMeaning(match)).toBe("");
    expect(markMeaning({ ...match, mark: "awarded", decisionMark: "w" })).toBe("Wertung");
    expect(markMeaning({ ...match, mark: "postponed" })).toBe("abgesetzt");
    expect(markMeaning({ ...match, mark: "private" })).toBe("ohne Ergebnis");
  });

  it("date an open match by day and month in German time", () => {
    expect(shortDate("2026-04-11T22:30:00.000Z")).toBe("12.04.");
    expect(shortDate(null)).toBe("offen");
  });
});
