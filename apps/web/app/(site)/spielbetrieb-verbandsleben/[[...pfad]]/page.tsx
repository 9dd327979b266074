import { ContentPage, type ContentRouteProps, contentPath, contentRoute } from "@/components/content/content-page";

/** Editors' pages (content/seiten/spielbetrieb-verbandsleben); an import revalidates them by the `pages` tag. */
const route = contentRoute("spielbetrieb-verbandsleben");

export const revalidate = 300;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: ContentRouteProps) {
  return <ContentPage path={contentPath("spielbetrieb-verbandsleben", (await params).pfad)} />;
}
