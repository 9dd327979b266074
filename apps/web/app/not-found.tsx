import { SiteFrame } from "../components/frame/site-frame";
import SiteNotFound from "./(site)/not-found";

/** Addresses that match no route land here, outside the `(site)` group, so the page brings the frame itself. */
export default function NotFound() {
  return (
    <SiteFrame>
      <SiteNotFound />
    </SiteFrame>
  );
}
