"use client";

import { useState } from "react";

/** The snippet to paste into a club's page, with a button that copies it. */
export function CopySnippet({ snippet }: { snippet: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="widget-config__snippet">
      <pre>
        <code>{snippet}</code>
      </pre>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          void navigator.clipboard.writeText(snippet).then(() => setCopied(true));
        }}
      >
        Code kopieren
      </button>
      <p role="status" className="widget-config__status">
        {copied ? "Der Code ist kopiert: Füge ihn in deine Seite ein." : ""}
      </p>
    </div>
  );
}
