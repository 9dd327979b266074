import { SITE } from "@/lib/site";

export interface FooterLink {
  linkText: string;
  linkTarget: string;
}
export interface FooterColumn {
  title: string;
  links: FooterLink[];
}
export interface FooterLogoLink {
  title: string;
  imageUri: string;
  linkTarget: string;
}
export interface FooterConfiguration {
  topLeft: FooterColumn;
  topCenter: FooterColumn;
  topRight: FooterColumn;
  social: { title: string; icon: string; linkTarget: string }[];
  /**
   * The top clubs: the title and how many. The clubs themselves come from the data (the top of the highest league,
   * lib/api/top-clubs.ts), each linking to its page on this site, which links the club's own website.
   */
  clubs: { title: string; count: number };
  partner: { title: string; links: FooterLogoLink[] };
  associations: FooterLink[];
  legal: FooterLink[];
}

/** The footer as the association configures it (website.md section 2, Footer). */
export const FOOTER: FooterConfiguration = {
  topLeft: {
    title: "Über uns",
    links: [
      { linkText: "Wer wir sind", linkTarget: "/der-verband/wer-wir-sind" },
      { linkText: "Geschäftsstellen", linkTarget: "/der-verband/geschaeftsstellen" },
      { linkText: "Sponsoring", linkTarget: "/der-verband/sponsoring" },
      { linkText: "Ehrenamt", linkTarget: "/spielbetrieb-verbandsleben/ehrenamt" },
      { linkText: "Presse", linkTarget: "/news/kategorie/verbandsleben" },
      { linkText: "Kontakt", linkTarget: "/allgemein/kontakt" },
    ],
  },
  topCenter: {
    title: "Top-Ligen",
    links: [
      { linkText: "Bundesliga", linkTarget: "https://www.bundesliga.com" },
      { linkText: "2. Bundesliga", linkTarget: "https://www.bundesliga.com/de/2bundesliga" },
      { linkText: "3. Liga", linkTarget: "https://www.dfb.de/3-liga" },
      { linkText: "Regionalliga Bayern", linkTarget: "/ergebnisse" },
      { linkText: "Frauen-Bundesliga", linkTarget: "https://www.dfb.de/frauen-bundesliga" },
      { linkText: "2. Frauen-Bundesliga", linkTarget: "https://www.dfb.de/2-frauen-bundesliga" },
    ],
  },
  topRight: {
    title: "Häufig besucht",
    links: [
      { linkText: "Ergebnisse", linkTarget: "/ergebnisse" },
      { linkText: "Infothek", linkTarget: "/infothek" },
      { linkText: "Vereinswechsel", linkTarget: "/spielbetrieb-verbandsleben/paesse-und-vereinswechsel" },
      { linkText: "Trainerausbildung", linkTarget: "/bildung-und-foerderung/trainerausbildung" },
      { linkText: "Coach-Börse", linkTarget: "/marktplatz/trainer" },
      { linkText: "Vereinsverwaltung (Login)", linkTarget: SITE.clubAdministrationUrl },
    ],
  },
  social: [
    { title: "Facebook", icon: "facebook", linkTarget: "https://www.facebook.com/bafv.example" },
    { title: "Instagram", icon: "instagram", linkTarget: "https://www.instagram.com/bafv.example" },
    { title: "YouTube", icon: "youtube", linkTarget: "https://www.youtube.com/@bafv.example" },
    { title: "WhatsApp-Kanal", icon: "whatsapp", linkTarget: "https://whatsapp.com/channel/bafv.example" },
    { title: "TikTok", icon: "tiktok", linkTarget: "https://www.tiktok.com/@bafv.example" },
    { title: "LinkedIn", icon: "linkedin", linkTarget: "https://www.linkedin.com/company/bafv.example" },
  ],
  clubs: { title: "Top-Vereine", count: 8 },
  partner: {
    title: "Top-Partner",
    links: [
      {
        title: "Brauerei Beispiel",
        imageUri: "/images/partner/brauerei.svg",
        linkTarget: "https://www.brauerei.example",
      },
      {
        title: "Sparkasse Beispiel",
        imageUri: "/images/partner/sparkasse.svg",
        linkTarget: "https://www.sparkasse.example",
      },
      {
        title: "Sporthaus Beispiel",
        imageUri: "/images/partner/sporthaus.svg",
        linkTarget: "https://www.sporthaus.example",
      },
    ],
  },
  associations: [
    {
      // Read when the footer renders: the configuration is not read while modules load.
      get linkText() {
        return `${SITE.associationShortName} – Landesverband`;
      },
      linkTarget: "https://www.bafv.example",
    },
    { linkText: "DFB – Deutscher Fußball-Bund", linkTarget: "https://www.dfb.de" },
    { linkText: "UEFA", linkTarget: "https://www.uefa.com" },
    { linkText: "FIFA", linkTarget: "https://www.fifa.com" },
  ],
  legal: [
    { linkText: "Nutzungsbedingungen", linkTarget: "/allgemein/nutzungsbedingungen" },
    { linkText: "Datenschutz", linkTarget: "/allgemein/datenschutzrichtlinien" },
    { linkText: "Impressum", linkTarget: "/allgemein/impressum" },
  ],
};
