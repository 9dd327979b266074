import { AppLink } from "@/components/ui/app-link";
import type { CompetitionInfo } from "./load-competition";

type Manager = NonNullable<CompetitionInfo["divisionManager"]>;

/** The division manager (Staffelleiter); e-mail and phone appear only when the person allows it. */
export function DivisionManager({ manager, messageHref }: { manager: Manager; messageHref: string }) {
  return (
    <section className="competition__section" aria-labelledby="manager-title">
      <h2 id="manager-title">Staffelleitung</h2>
      {manager.photoUrl ? (
        // biome-ignore lint/performance/noImgElement: the image server resizes; next/image would resize again.
        <img
          className="competition__manager-photo"
          src={`${manager.photoUrl}?width=96`}
          alt=""
          width={96}
          height={96}
          loading="lazy"
        />
      ) : null}
      <p>
        <strong>{manager.fullName}</strong>
        <br />
        {manager.functionName}
      </p>
      {manager.email || manager.phone ? (
        <ul className="competition__contact">
          {manager.email ? (
            <li>
              E-Mail: <a href={`mailto:${manager.email}`}>{manager.email}</a>
            </li>
          ) : null}
          {manager.phone ? (
            <li>
              Telefon: <a href={`tel:${manager.phone.replace(/[^\d+]/g, "")}`}>{manager.phone}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p>
        <AppLink href={messageHref}>Nachricht an die Staffelleitung schreiben</AppLink>
      </p>
    </section>
  );
}
