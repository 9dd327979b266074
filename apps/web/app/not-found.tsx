import { SiteFrame } from "../components/frame/site-frame";
import { NotFoundPage } from "../components/ui/not-found-page";
import { t } from "../lib/i18n/messages";

/** Addresses that match no route land here, outside the `(site)` group, so the page brings the frame itself. */
export default function NotFound() {
  return (
    <SiteFrame>
      <NotFoundPage
        title={t("notFound.title")}
        text={t("notFound.text")}
        link={{ href: "/", label: t("notFound.home") }}
      />
    </SiteFrame>
  );
}
