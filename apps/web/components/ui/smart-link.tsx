"use client";

import { usePathname } from "next/navigation";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { t } from "@/lib/i18n/messages";
import { isExternalLink, resolveInternalPrefix } from "@/lib/links";
import { AppLink } from "./app-link";

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
  children: ReactNode;
}

/**
 * The one link of the site: external links open in a new tab (and say so to screen readers), internal links
 * use client navigation, and inside widgets every link opens in the `widgetlinks` window.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const pathname = usePathname();
  const target = resolveInternalPrefix(href);
  const isInWidget = pathname?.startsWith("/widget/") ?? false;
  // The server renders without knowing the visitor's host: absolute links to the site itself are not used in the
  // navigation and footer, so only the association's domain counts as internal there.
  if (isExternalLink(target, typeof window === "undefined" ? "" : window.location.host)) {
    return (
      <a href={target} target={isInWidget ? "widgetlinks" : "_blank"} rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> {t("footer.newTab")}</span>
      </a>
    );
  }
  const path = /^(https?:|mailto:|tel:)/.test(target) || target.startsWith("/") ? target : `/${target}`;
  return (
    <AppLink href={path} target={isInWidget ? "widgetlinks" : undefined} {...rest}>
      {children}
    </AppLink>
  );
}
