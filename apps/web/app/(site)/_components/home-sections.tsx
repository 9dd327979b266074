import { TopLeagueList } from "@/components/competitions/top-league-list";
import { NewsTeaserList } from "@/components/news/news-teaser-list";
import { getHomepageNews } from "@/lib/api/news";
import { getCurrentTopLeagues } from "@/lib/api/selection";
import { logSecondaryFailure } from "@/lib/log";
import { TopLeagueResults } from "./home-slots";

const NEWS_ON_HOME_PAGE = 4;

/** The newest association news; left out when the API cannot be reached, so the home page still renders. */
export async function HomeNews() {
  const news = await getHomepageNews({ max: NEWS_ON_HOME_PAGE }).catch(logSecondaryFailure("home news"));
  if (!news || news.items.length === 0) return null;
  return (
    <section className="home__section" aria-labelledby="home-news">
      <h2 id="home-news">Aktuelles aus dem Verband</h2>
      <NewsTeaserList items={news.items} />
    </section>
  );
}

/** The top leagues of the current season with links to their pages, and room for their current results. */
export async function HomeTopLeagues() {
  const topLeagues = await getCurrentTopLeagues().catch(logSecondaryFailure("top leagues"));
  if (!topLeagues || topLeagues.competitions.length === 0) return null;
  return (
    <section className="home__section" aria-labelledby="home-top-leagues">
      <h2 id="home-top-leagues">Top-Ligen {topLeagues.season.label}</h2>
      <TopLeagueList competitions={topLeagues.competitions} />
      <TopLeagueResults competitions={topLeagues.competitions} />
    </section>
  );
}
