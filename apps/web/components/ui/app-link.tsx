"use client";

import NextLink from "next/link";
import { type ComponentProps, useState } from "react";

type AppLinkProps = Omit<ComponentProps<typeof NextLink>, "prefetch">;

/**
 * Every internal link of the site. Next.js would prefetch each page whose link scrolls into view: on the finder
 * that is some twenty server renders and router updates per visit, which compete with the page itself on a slow
 * phone and multiply the load on a Sunday afternoon. Here a page is prefetched only when the visitor shows intent
 * (the pointer rests on the link, a finger touches it, the keyboard focuses it); the click navigates on the client
 * either way.
 */
export function AppLink({ onPointerEnter, onTouchStart, onFocus, ...rest }: AppLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...rest}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
