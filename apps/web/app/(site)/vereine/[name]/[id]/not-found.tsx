import { NotFoundPage } from "@/components/ui/not-found-page";

export default function ClubNotFound() {
  return (
    <NotFoundPage
      title="Verein nicht gefunden"
      text="Diesen Verein gibt es nicht oder nicht mehr. Vereine findest du über ihre Spiele in Ergebnisse & Wettbewerbe."
      link={{ href: "/ergebnisse", label: "Zu Ergebnisse & Wettbewerbe" }}
    />
  );
}
