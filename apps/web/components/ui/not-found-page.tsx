import { SITE } from "@/lib/site";
import { AppLink } from "./app-link";

/**
 * The German page of a real 404: what is missing, and where to go instead. It names itself in the document's title
 * (React places the element in the head): a not-found page cannot declare metadata, and a page that called
 * `notFound()` would otherwise keep the site's general title.
 */
export function NotFoundPage({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { href: string; label: string };
}) {
  return (
    <div className="page">
      <title>{`${title} | ${SITE.associationShortName}`}</title>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <AppLink href={link.href}>{link.label}</AppLink>
      </p>
    </div>
  );
}
