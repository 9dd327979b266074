import { NotFoundPage } from "../components/ui/not-found-page";
import { t } from "../lib/i18n/messages";

export default function NotFound() {
  return (
    <NotFoundPage
      title={t("notFound.title")}
      text={t("notFound.text")}
      link={{ href: "/", label: t("notFound.home") }}
    />
  );
}
