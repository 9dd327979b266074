"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Calls `onChange` when the route's path changes, never when the component mounts. A mount effect that closes a
 * menu would undo a click React handled while hydrating the page: the click's update and the hydration's effects
 * run in the same batch, the effect last.
 */
export function useRouteChange(onChange: () => void): void {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    onChange();
  }, [pathname, onChange]);
}
