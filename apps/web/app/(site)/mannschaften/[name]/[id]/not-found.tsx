import { NotFoundPage } from "@/components/ui/not-found-page";

export default function TeamNotFound() {
  return (
    <NotFoundPage
      title="Mannschaft nicht gefunden"
      text="Diese Mannschaft gibt es nicht oder nicht mehr. Mannschaften findest du über ihre Spiele und Tabellen in Ergebnisse & Wettbewerbe."
      link={{ href: "/ergebnisse", label: "Zu Ergebnisse & Wettbewerbe" }}
    />
  );
}
