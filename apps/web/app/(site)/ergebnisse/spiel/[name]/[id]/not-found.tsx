import { NotFoundPage } from "@/components/ui/not-found-page";

export default function MatchNotFound() {
  return (
    <NotFoundPage
      title="Spiel nicht gefunden"
      text="Dieses Spiel gibt es nicht oder nicht mehr. Alle Ligen, Pokale und ihre Spiele findest du in der Übersicht."
      link={{ href: "/ergebnisse", label: "Zu Ergebnisse & Wettbewerbe" }}
    />
  );
}
