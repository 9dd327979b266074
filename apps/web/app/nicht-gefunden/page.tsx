import { notFound } from "next/navigation";

/**
 * The proxy's 404 (views that do not exist, addresses with broken percent-encoding): a route without parameters,
 * so nothing of the address it stands for is decoded again, rendered per request like the catch-all route.
 */
export const dynamic = "force-dynamic";

export default function NotFoundPage(): never {
  notFound();
}
