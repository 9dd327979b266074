import { NotFoundPage } from "@/components/ui/not-found-page";

export default function PlayerNotFound() {
  return (
    <NotFoundPage
      title="Spieler nicht gefunden"
      text="Diesen Spieler gibt es nicht, oder sein Profil ist nicht öffentlich. Spieler findest du über die Kader ihrer Mannschaften und die Torjägerlisten der Wettbewerbe."
      link={{ href: "/ergebnisse", label: "Zu Ergebnisse & Wettbewerbe" }}
    />
  );
}
