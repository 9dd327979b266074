import { NotFoundPage } from "@/components/ui/not-found-page";

export default function RefereeNotFound() {
  return (
    <NotFoundPage
      title="Schiedsrichter nicht gefunden"
      text="Diesen Schiedsrichter gibt es nicht, oder sein Profil ist nicht öffentlich. Schiedsrichter findest du über die Spiele, die sie geleitet haben."
      link={{ href: "/ergebnisse", label: "Zu Ergebnisse & Wettbewerbe" }}
    />
  );
}
