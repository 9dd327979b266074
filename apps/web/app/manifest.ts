import type { MetadataRoute } from "next";
import { SITE } from "../lib/site";

/** The web app manifest: the site can be put on a phone's home screen and opens there without browser chrome. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE.associationName,
    short_name: SITE.associationShortName,
    description: "Ergebnisse, Tabellen, Vereine, Mannschaften und Neuigkeiten des Amateurfußballs in Bayern.",
    lang: "de",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#0b3d91",
    background_color: "#ffffff",
    categories: ["sports", "news"],
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any", purpose: "any" },
      { src: "/icons/icon-192.png", type: "image/png", sizes: "192x192", purpose: "any" },
      { src: "/icons/icon-512.png", type: "image/png", sizes: "512x512", purpose: "any" },
      { src: "/icons/maskable-512.png", type: "image/png", sizes: "512x512", purpose: "maskable" },
    ],
  };
}
