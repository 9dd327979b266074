import { t } from "../lib/i18n/messages";

export default function Loading() {
  return (
    <div className="page" aria-busy="true">
      <p className="visually-hidden">{t("loading.label")}</p>
    </div>
  );
}
