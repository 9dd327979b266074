export interface NewsTeaser {
  uuid: string;
  title: string;
  introText: string;
  category: string | null;
  postType: { label: string };
  imageUrl: string | null;
  detailUrl: string;
  publishedAt: string;
}

const publishedFormat = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" });

/** News teasers as cards: image (when there is one), date, category, title linking to the article, intro. */
export function NewsTeaserList({ items, headingLevel = 3 }: { items: NewsTeaser[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="news-teasers">
      {items.map((item) => (
        <li key={item.uuid}>
          <article className="card news-teaser">
            {item.imageUrl ? (
              // The image server resizes; the title says what the teaser is about, so the image is decorative.
              // biome-ignore lint/performance/noImgElement: images come resized from the API's image route
              <img className="news-teaser__image" src={`${item.imageUrl}?width=400`} alt="" loading="lazy" />
            ) : null}
            <p className="news-teaser__meta">
              <time dateTime={item.publishedAt}>{publishedFormat.format(new Date(item.publishedAt))}</time>
              {" · "}
              {item.category ?? item.postType.label}
            </p>
            <Heading className="card__title">
              <a href={item.detailUrl}>{item.title}</a>
            </Heading>
            <p className="news-teaser__intro">{item.introText}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
