import type { Metadata, Viewport } from "next";
import { SiteFrame } from "../components/frame/site-frame";
import { FIRST_PAINT_SCRIPT } from "../lib/security-headers";
import SiteNotFound from "./(site)/not-found";
import { viewport as rootViewport } from "./layout";
import "./globals.css";

/*
 * Addresses that match no route get this document. Next.js renders it on its own, without the root layout, so it
 * brings the document shell (as app/layout.tsx) and the frame. Pages that name something unknown call `notFound()`
 * and get app/(site)/not-found.tsx inside the layout's frame instead. A root `not-found.tsx` with the frame would be
 * sent in the payload of every page, a second copy of the frame (about 20 kB of each page).
 */

/** The title comes from the page itself (components/ui/not-found-page.tsx), as on every 404. */
export const metadata: Metadata = { robots: { index: false } };

export const viewport: Viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <html lang="de" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, no data in it. */}
        <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />
      </head>
      <body>
        <SiteFrame>
          <SiteNotFound />
        </SiteFrame>
      </body>
    </html>
  );
}
