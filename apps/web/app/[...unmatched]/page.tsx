import { notFound } from "next/navigation";

/**
 * Every address no route serves: rendered per request into the site's 404 page, so that its scripts carry the
 * response's nonce like every other page (Next.js's own 404 page is prerendered at build time, without one) and
 * nothing of it is kept in the page cache.
 */
export const dynamic = "force-dynamic";

export default function UnmatchedPage(): never {
  notFound();
}
