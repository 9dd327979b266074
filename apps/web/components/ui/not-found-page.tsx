import { AppLink } from "./app-link";

/** The German page of a real 404: what is missing, and where to go instead. */
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
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <AppLink href={link.href}>{link.label}</AppLink>
      </p>
    </div>
  );
}
