const SHIELD = "M7 2h34a4 4 0 0 1 4 4v19c0 15-9.5 24.5-21 29C12.5 49.5 3 40 3 25V6a4 4 0 0 1 4-4z";

/**
 * The association's crest (the same drawing as app/icon.svg): a shield with the Bavarian lozenges and a ball. It
 * keeps its own colours in both schemes; its outline follows the text colour, so it stands out on dark grounds.
 */
export function AssociationCrest({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 56" className={className} aria-hidden="true" focusable="false">
      <path d={SHIELD} fill="#0b3d91" />
      <path d="M3 16V6a4 4 0 0 1 4-4h34a4 4 0 0 1 4 4v10z" fill="#fff" />
      <path
        d="M8.25 2 13.5 9l-5.25 7L3 9zm10.5 0L24 9l-5.25 7-5.25-7zm10.5 0L34.5 9l-5.25 7L24 9zm10.5 0L45 9l-5.25 7-5.25-7z"
        fill="#2a78d4"
      />
      <circle cx="24" cy="33" r="10.5" fill="#fff" />
      <path d="M24 28.2l4.6 3.3-1.8 5.4h-5.6l-1.8-5.4z" fill="#0b3d91" />
      <path
        d="M24 28.2v-5.6m4.6 8.9 5.3-1.7m-7.1 7.1 3.2 4.5m-8.8-4.5-3.2 4.5m1.4-9.9-5.3-1.7"
        stroke="#0b3d91"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path d={SHIELD} fill="none" className="association-logo__outline" strokeWidth="1.5" />
    </svg>
  );
}

/** Crest and wordmark (the association's short name). Decorative: the link or text around it names the association. */
export function AssociationLogo({ shortName }: { shortName: string }) {
  return (
    <span className="association-logo">
      <AssociationCrest className="association-logo__crest" />
      <span className="association-logo__name" aria-hidden="true">
        {shortName}
      </span>
    </span>
  );
}
