import type { Metadata } from "next";
import { ContactForm } from "@/components/content/contact-form";
import { ContentPage, contentMetadata } from "@/components/content/content-page";
import { SITE } from "@/lib/site";

const PATH = "/allgemein/kontakt";

/** The editors' contact page (content/seiten/allgemein/kontakt.md) with the message form below its text. */
// Rendered on request from cached API data (the API is not reachable while the site is built).
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return contentMetadata(PATH);
}

export default function Page() {
  return (
    <ContentPage path={PATH}>
      <ContactForm target={{ kind: "association" }} recipientLabel="die Geschäftsstelle" />
      <noscript>
        <p>
          Das Formular braucht JavaScript für die Sicherheitsprüfung. Du erreichst uns auch per E-Mail an{" "}
          <a href={`mailto:info@${SITE.associationDomain}`}>info@{SITE.associationDomain}</a>.
        </p>
      </noscript>
    </ContentPage>
  );
}
