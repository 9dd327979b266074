import Link from "next/link";

export default function MatchNotFound() {
  return (
    <div className="page">
      <h1>Spiel nicht gefunden</h1>
      <p>Dieses Spiel gibt es nicht oder nicht mehr. Alle Ligen, Pokale und ihre Spiele findest du in der Übersicht.</p>
      <p>
        <Link href="/ergebnisse">Zu Ergebnisse &amp; Wettbewerbe</Link>
      </p>
    </div>
  );
}
