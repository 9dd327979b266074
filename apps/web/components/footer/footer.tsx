import { Suspense } from "react";
import { t } from "@/lib/i18n/messages";
import { SITE } from "@/lib/site";
import { AssociationLogo } from "../ui/association-logo";
import { SmartLink } from "../ui/smart-link";
import { FooterClubs } from "./footer-clubs";
import type { FooterColumn, FooterConfiguration, FooterLogoLink } from "./footer-config";

function LinkColumn({ column, className }: { column: FooterColumn; className: string }) {
  return (
    <section className={`footer__column ${className}`} aria-label={column.title}>
      <h2 className="footer__title">{column.title}</h2>
      <ul>
        {column.links.map((link) => (
          <li key={link.linkTarget}>
            <SmartLink href={link.linkTarget}>{link.linkText}</SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The partners' logos, leading to their own websites in a new tab. */
function PartnerLinks({ title, links }: { title: string; links: FooterLogoLink[] }) {
  return (
    <section className="footer__logos footer__logos--partners" aria-label={title} data-testid="footer-partners">
      <h2 className="footer__title">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.linkTarget}>
            <a href={link.linkTarget} target="_blank" rel="noopener noreferrer" className="footer__logo-link">
              {/* biome-ignore lint/performance/noImgElement: small static logo files with fixed dimensions. */}
              <img src={link.imageUri} alt="" width={40} height={40} className="footer__logo-image" loading="lazy" />
              <span>{link.title}</span>
              <span className="visually-hidden"> {t("footer.newTab")}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The footer, entirely from its configuration object. */
export function Footer({ config }: { config: FooterConfiguration }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="footer__brand">
          <p className="footer__home">
            <AssociationLogo shortName={SITE.associationShortName} />
            <span className="footer__name">{SITE.associationName}</span>
          </p>
          <p className="footer__tagline">
            Ergebnisse, Tabellen und Neuigkeiten aus dem Amateurfußball in Bayern – von der Bayernliga bis zur
            Kreisklasse.
          </p>
        </div>
        <div className="footer__columns">
          <LinkColumn column={config.topLeft} className="footer__column--left" />
          <LinkColumn column={config.topCenter} className="footer__column--center" />
          <LinkColumn column={config.topRight} className="footer__column--right" />
        </div>
        <section className="footer__social" aria-label={t("footer.follow", { association: SITE.associationShortName })}>
          <h2 className="footer__title">{t("footer.follow", { association: SITE.associationShortName })}</h2>
          <ul>
            {config.social.map((network) => (
              <li key={network.icon}>
                <a
                  href={network.linkTarget}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`footer__social-link footer__social-link--${network.icon}`}
                >
                  {network.title}
                  <span className="visually-hidden"> {t("footer.newTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <Suspense fallback={null}>
          <FooterClubs title={config.clubs.title} count={config.clubs.count} />
        </Suspense>
        <PartnerLinks title={config.partner.title} links={config.partner.links} />
        <nav className="footer__associations" aria-label={t("footer.associations")}>
          <ul>
            {config.associations.map((link) => (
              <li key={link.linkTarget}>
                <SmartLink href={link.linkTarget}>{link.linkText}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer__legal" aria-label={t("footer.legal")}>
          <ul>
            {config.legal.map((link) => (
              <li key={link.linkTarget}>
                <SmartLink href={link.linkTarget}>{link.linkText}</SmartLink>
              </li>
            ))}
          </ul>
          <p className="footer__copyright">© {SITE.associationName}</p>
        </nav>
      </div>
    </footer>
  );
}
