/** Placeholder start page until the page frame and the results pages land. */
export default function HomePage() {
  return (
    <main>
      <h1>Bayerischer Amateur-Fußball-Verband</h1>
      <p>Hier entsteht die Website mit Ergebnissen, Tabellen, Vereinen und Neuigkeiten.</p>
    </main>
  );
}
