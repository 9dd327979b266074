import Link from "next/link";
import { t } from "../lib/i18n/messages";

export default function NotFound() {
  return (
    <div className="page">
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <p>
        <Link href="/">{t("notFound.home")}</Link>
      </p>
    </div>
  );
}
