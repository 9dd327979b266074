import { NotFoundPage } from "@/components/ui/not-found-page";
import { t } from "@/lib/i18n/messages";

/**
 * A page of the site that calls `notFound()` without a not-found page of its own lands here, inside the `(site)`
 * layout, which brings the frame. Every page's payload carries this element for its boundary, so it holds no frame
 * of its own (app/global-not-found.tsx does, for addresses that match no route).
 */
export default function SiteNotFound() {
  return (
    <NotFoundPage
      title={t("notFound.title")}
      text={t("notFound.text")}
      link={{ href: "/", label: t("notFound.home") }}
    />
  );
}
