/** A mail link that lost part of its address (a mail program broke the line): what to do instead. */
export function IncompleteLink({ children, isFormal = false }: { children?: React.ReactNode; isFormal?: boolean }) {
  return (
    <p className="form-message" role="alert">
      {isFormal
        ? "Dieser Link ist unvollständig. Bitte öffnen Sie ihn direkt aus der E-Mail oder kopieren Sie ihn vollständig in die Adresszeile."
        : "Dieser Link ist unvollständig. Bitte öffne ihn direkt aus der E-Mail oder kopiere ihn vollständig in die Adresszeile."}{" "}
      {children}
    </p>
  );
}
