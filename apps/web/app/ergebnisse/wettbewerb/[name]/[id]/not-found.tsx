import Link from "next/link";

export default function CompetitionNotFound() {
  return (
    <div className="page">
      <h1>Wettbewerb nicht gefunden</h1>
      <p>Diesen Wettbewerb gibt es nicht oder nicht mehr. Alle Ligen und Pokale findest du in der Übersicht.</p>
      <p>
        <Link href="/ergebnisse">Zu Ergebnisse &amp; Wettbewerbe</Link>
      </p>
    </div>
  );
}
