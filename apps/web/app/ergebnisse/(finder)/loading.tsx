// Scoped to the finder by the route group, so the competition and match pages below /ergebnisse keep their own
// loading behaviour (they answer a real 404 before streaming).
export default function Loading() {
  return (
    <div className="page" aria-busy="true">
      <p role="status">Ergebnisse und Wettbewerbe werden geladen …</p>
    </div>
  );
}
