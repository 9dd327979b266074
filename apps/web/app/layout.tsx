import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = {
  title: "Bayerischer Amateur-Fußball-Verband",
  description: "Ergebnisse, Tabellen, Vereine und Neuigkeiten des Amateurfußballs.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  );
}
