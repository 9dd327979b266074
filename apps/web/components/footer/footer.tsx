import { t } from "../../lib/i18n/messages";
import { SITE } from "../../lib/site";
import { SmartLink } from "../ui/smart-link";
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

/** Black or white text, whichever reads better on the badge colour (WCAG contrast). */
function textColourOn(hex: string | undefined): string {
  if (!hex) return "#ffffff";
  const [r, g, b] = [0, 2, 4].map((offset) => {
    const channel = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.18 ? "#000000" : "#ffffff";
}

function LogoLinks({ title, links, testId }: { title: string; links: FooterLogoLink[]; testId: string }) {
  return (
    <section className="footer__logos" aria-label={title} data-testid={testId}>
      <h2 className="footer__title">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.linkTarget}>
            <a href={link.linkTarget} target="_blank" rel="noopener noreferrer" className="footer__logo-link">
              <span
                className="footer__logo-badge"
                aria-hidden="true"
                style={{
                  background: `#${link.imageUri.split("#")[1] ?? "000000"}`,
                  color: textColourOn(link.imageUri.split("#")[1]),
                }}
              >
                {link.title
                  .split(/\s+/)
                  .map((word) => word[0])
                  .join("")
                  .slice(0, 3)}
              </span>
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
      <LogoLinks title={config.clubs.title} links={config.clubs.links} testId="footer-clubs" />
      <LogoLinks title={config.partner.title} links={config.partner.links} testId="footer-partners" />
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
    </footer>
  );
}
