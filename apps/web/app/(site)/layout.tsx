import type { ReactNode } from "react";
import { SiteFrame } from "@/components/frame/site-frame";

/** Every page of the site proper shows the frame; pages outside this group (widgets) bring their own layout. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
