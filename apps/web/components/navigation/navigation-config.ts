/** A navigation item as website.md section 3 describes it. */
export interface NavigationItem {
  link: string;
  navigationTitle: string;
  bereichsBeschreibung?: string;
  teaserHeadline?: string;
  teaserLink?: string;
  imageLink?: string;
  imageAlt?: string;
  imageTitle?: string;
  toplinks?: { title: string; link: string }[];
  sublinks?: NavigationItem[];
}

/** The association's navigation: five top entries with their areas, as the CMS would deliver it. */
export const NAVIGATION: NavigationItem[] = [
  { link: "/ergebnisse", navigationTitle: "Ergebnisse & Wettbewerbe" },
  {
    link: "/news",
    navigationTitle: "Neuigkeiten",
    bereichsBeschreibung: "Nachrichten aus dem Verband, den Bezirken und Kreisen.",
    teaserHeadline: "Alle Nachrichten auf einen Blick",
    teaserLink: "/news",
    imageLink: "/images/teaser-news.svg",
    imageAlt: "Zeitungsseite mit einem Fußballbericht",
    toplinks: [
      { title: "Schiedsrichter gesucht", link: "/news/schiedsrichter-gesucht-neuer-anwaerterlehrgang-startet" },
      { title: "Ehrenamtspreis", link: "/news/ehrenamtspreis-jetzt-vorschlaege-einreichen" },
    ],
    sublinks: [
      { link: "/news/kategorie/verbandsleben", navigationTitle: "Verbandsleben" },
      { link: "/news/kategorie/spielbetrieb", navigationTitle: "Spielbetrieb" },
      { link: "/news/kategorie/schiedsrichter", navigationTitle: "Schiedsrichter" },
      { link: "/news/kategorie/frauenfussball", navigationTitle: "Frauen- und Mädchenfußball" },
      { link: "/news/kategorie/kinderfussball", navigationTitle: "Kinderfußball" },
    ],
  },
  {
    link: "/spielbetrieb-verbandsleben",
    navigationTitle: "Spielbetrieb & Verbandsleben",
    bereichsBeschreibung: "Ordnungen, Pässe, Vereinswechsel, Sportgerichte und Ehrenamt.",
    teaserHeadline: "Vereinswechsel leicht gemacht",
    teaserLink: "/spielbetrieb-verbandsleben/paesse-und-vereinswechsel",
    imageLink: "/images/teaser-spielbetrieb.svg",
    imageAlt: "Spielerpass auf einem Tisch",
    toplinks: [
      { title: "Spielbetrieb online", link: "https://spielbetrieb.dfbnet.example" },
      { title: "Infothek", link: "/infothek" },
    ],
    sublinks: [
      {
        link: "/spielbetrieb-verbandsleben/paesse-und-vereinswechsel",
        navigationTitle: "Pässe und Vereinswechsel",
        sublinks: [
          {
            link: "/spielbetrieb-verbandsleben/paesse-und-vereinswechsel/spielberechtigung",
            navigationTitle: "Spielberechtigung",
          },
          {
            link: "/spielbetrieb-verbandsleben/paesse-und-vereinswechsel/amateure",
            navigationTitle: "Vereinswechsel Amateure",
          },
          {
            link: "/spielbetrieb-verbandsleben/paesse-und-vereinswechsel/junioren",
            navigationTitle: "Vereinswechsel Junioren",
          },
        ],
      },
      {
        link: "/spielbetrieb-verbandsleben/ordnungen",
        navigationTitle: "Satzung und Ordnungen",
        sublinks: [
          { link: "/spielbetrieb-verbandsleben/ordnungen/spielordnung", navigationTitle: "Spielordnung" },
          { link: "/spielbetrieb-verbandsleben/ordnungen/jugendordnung", navigationTitle: "Jugendordnung" },
        ],
      },
      { link: "/spielbetrieb-verbandsleben/sportgerichte", navigationTitle: "Sportgerichte" },
      { link: "/spielbetrieb-verbandsleben/ehrenamt", navigationTitle: "Ehrenamt" },
    ],
  },
  {
    link: "/bildung-und-foerderung",
    navigationTitle: "Ausbildung & Förderung",
    bereichsBeschreibung: "Trainer-, Schiedsrichter- und Vereinsmanagement-Ausbildung, Talentförderung.",
    teaserHeadline: "Jetzt Trainerlizenz machen",
    teaserLink: "/bildung-und-foerderung/trainerausbildung",
    imageLink: "/images/teaser-ausbildung.svg",
    imageAlt: "Taktiktafel mit einem skizzierten Spielzug",
    toplinks: [{ title: "Coach-Börse", link: "/marktplatz/trainer" }],
    sublinks: [
      {
        link: "/bildung-und-foerderung/trainerausbildung",
        navigationTitle: "Trainerausbildung",
        sublinks: [
          { link: "/bildung-und-foerderung/trainerausbildung/c-lizenz", navigationTitle: "Trainer-C-Lizenz" },
          { link: "/bildung-und-foerderung/trainerausbildung/b-lizenz", navigationTitle: "Trainer-B-Lizenz" },
          { link: "/bildung-und-foerderung/trainerausbildung/fortbildungen", navigationTitle: "Fortbildungen" },
        ],
      },
      { link: "/bildung-und-foerderung/schiedsrichter", navigationTitle: "Schiedsrichterausbildung" },
      { link: "/bildung-und-foerderung/talentfoerderung", navigationTitle: "Talentförderung" },
    ],
  },
  {
    link: "/der-verband",
    navigationTitle: "Der Verband",
    bereichsBeschreibung: "Wer wir sind, wo du uns findest und wer uns unterstützt.",
    teaserHeadline: "Sieben Bezirke, 22 Kreise",
    teaserLink: "/der-verband/wer-wir-sind",
    imageLink: "/images/teaser-verband.svg",
    imageAlt: "Karte mit den Bezirken des Verbandes",
    toplinks: [
      { title: "Kontakt", link: "/allgemein/kontakt" },
      { title: "Marktplatz", link: "/marktplatz" },
    ],
    sublinks: [
      { link: "/der-verband/wer-wir-sind", navigationTitle: "Wer wir sind" },
      { link: "/der-verband/geschaeftsstellen", navigationTitle: "Geschäftsstellen" },
      { link: "/der-verband/sponsoring", navigationTitle: "Sponsoring" },
    ],
  },
];

/** The results entry always leads to /ergebnisse; an entry with fewer than two sub entries is a plain link. */
export function prepareNavigation(items: NavigationItem[]): (NavigationItem & { isPlainLink: boolean })[] {
  return items.map((item) => {
    const isResults = item.navigationTitle.startsWith("Ergebnisse");
    const link = isResults ? "/ergebnisse" : item.link;
    return { ...item, link, isPlainLink: isResults || (item.sublinks?.length ?? 0) < 2 };
  });
}
