import { lazy } from "@/lib/lazy";

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

/** Widths of the image route (32 to 1024) a teaser card can use; the browser picks by the card's width. */
const TEASER_WIDTHS = [256, 512, 1024] as const;

/** The article image's addresses: the image route's address as the API hands it out, at each width. */
export function teaserImageSources(imageUrl: string): { src: string; srcSet: string } {
  const at = (width: number) => `${imageUrl}${imageUrl.includes("?") ? "&" : "?"}width=${width}`;
  return { src: at(512), srcSet: TEASER_WIDTHS.map((width) => `${at(width)} ${width}w`).join(", ") };
}

const publishedFormat = lazy(() => new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" }));

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
              // Width and height give the card's 3:2 box before the image arrives.
              // biome-ignore lint/performance/noImgElement: images come resized from the API's image route
              <img
                className="news-teaser__image"
                {...teaserImageSources(item.imageUrl)}
                sizes="(max-width: 499px) calc(100vw - 4rem), 20rem"
                width={480}
                height={320}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <p className="news-teaser__meta">
              <time dateTime={item.publishedAt}>{publishedFormat().format(new Date(item.publishedAt))}</time>
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
