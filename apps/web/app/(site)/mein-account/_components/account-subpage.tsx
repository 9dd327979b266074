import type { ReactNode } from "react";
import "@/components/session/account.css";
import { AppLink } from "@/components/ui/app-link";

/** The frame of an account page: a way back to the overview, the title and the page's forms. */
export function AccountSubpage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="page account-page">
      <p>
        <AppLink href="/mein-account">← Mein Account</AppLink>
      </p>
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      {children}
    </div>
  );
}
