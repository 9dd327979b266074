import { NotFoundPage } from "@/components/ui/not-found-page";

export default function CompetitionNotFound() {
  return (
    <NotFoundPage
      title="Wettbewerb nicht gefunden"
      text="Diesen Wettbewerb gibt es nicht oder nicht mehr. Alle Ligen und Pokale findest du in der Übersicht."
      link={{ href: "/ergebnisse", label: "Zu Ergebnisse & Wettbewerbe" }}
    />
  );
}
