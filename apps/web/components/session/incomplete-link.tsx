/** A mail link that lost part of its address (a mail program broke the line): what to do instead. */
export function IncompleteLink({ children }: { children?: React.ReactNode }) {
  return (
    <p className="form-message" role="alert">
      Dieser Link ist unvollständig. Bitte öffne ihn direkt aus der E-Mail oder kopiere ihn vollständig in die
      Adresszeile. {children}
    </p>
  );
}
