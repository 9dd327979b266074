import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * Whether the page's scripts run: false in the server's HTML and while it hydrates, true from then on. For what only
 * scripts can keep, such as a form that leaves the browser's checks out because its scripts say more.
 */
export function useIsScripted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
