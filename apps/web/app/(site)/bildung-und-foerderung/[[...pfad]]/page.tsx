import { ContentPage, type ContentRouteProps, contentPath, contentRoute } from "@/components/content/content-page";

/** Editors' pages (content/seiten/bildung-und-foerderung); an import revalidates them by the `pages` tag. */
const route = contentRoute("bildung-und-foerderung");

export const revalidate = 300;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: ContentRouteProps) {
  return <ContentPage path={contentPath("bildung-und-foerderung", (await params).pfad)} />;
}
