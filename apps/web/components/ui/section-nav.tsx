import "./section-nav.css";

export interface PageSection {
  /** The id of the section's element on the page. */
  id: string;
  label: string;
}

/**
 * A long page's jump list: one link per section, kept at the top of the screen while the page scrolls (a row that
 * scrolls sideways on a phone), so every section is one tap away. Plain anchors: it works without JavaScript.
 */
export function SectionNav({ label, sections }: { label: string; sections: readonly PageSection[] }) {
  if (sections.length < 2) return null;
  return (
    <nav className="section-nav" aria-label={label}>
      <ul className="section-nav__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a className="section-nav__link" href={`#${section.id}`}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
