/**
 * An ad slot. With no consent management and no ad server configured the site loads neither, which counts
 * as "declined": the empty slot is collapsed, and only its id stays in the page for an ad server to find.
 */
export function AdSlot({ id, className }: { id: string; className: string }) {
  return <div id={id} className={`ad-slot ${className}`} data-ad-slot={id} hidden />;
}
