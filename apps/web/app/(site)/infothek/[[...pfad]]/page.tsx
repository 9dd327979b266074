import { ContentPage, type ContentRouteProps, contentPath, contentRoute } from "@/components/content/content-page";

/** Editors' pages (content/seiten/infothek); an import revalidates them by the `pages` tag. */
const route = contentRoute("infothek");

export const revalidate = 300;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: ContentRouteProps) {
  return <ContentPage path={contentPath("infothek", (await params).pfad)} />;
}
