"use client";

import { useEffect, useState } from "react";
import { t } from "@/lib/i18n/messages";
import { stripTopAnchor } from "@/lib/links";
import { useToast } from "./toast";

export interface ShareData {
  title: string;
  text?: string;
  url?: string;
}

function currentUrl(url?: string): string {
  return stripTopAnchor(url ?? window.location.href);
}

/** Copies the page address and says whether it worked. */
export function useCopyLink(): (url?: string) => Promise<void> {
  const showToast = useToast();
  return async (url?: string) => {
    try {
      await navigator.clipboard.writeText(currentUrl(url));
      showToast({ type: "success", title: t("share.copySuccess") });
    } catch {
      showToast({ type: "attention", title: t("share.copyError") });
    }
  };
}

/** The native share dialog where the browser has one, otherwise links to share on networks and by mail. */
export function ShareLinks({ data }: { data: ShareData }) {
  const [canShareNatively, setCanShareNatively] = useState(false);
  const [url, setUrl] = useState(data.url ?? "");
  const copyLink = useCopyLink();
  useEffect(() => {
    setCanShareNatively(typeof navigator.share === "function");
    setUrl(currentUrl(data.url));
  }, [data.url]);
  const encoded = encodeURIComponent(url);
  const text = encodeURIComponent(data.text ?? data.title);
  return (
    <ul className="share-links">
      {canShareNatively ? (
        <li>
          <button
            type="button"
            className="share-links__item"
            onClick={() => navigator.share({ ...data, url }).catch(() => undefined)}
          >
            {t("share.native")}
          </button>
        </li>
      ) : (
        <>
          <li>
            <a
              className="share-links__item"
              href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("share.facebook")}
            </a>
          </li>
          <li>
            <a
              className="share-links__item"
              href={`https://x.com/intent/post?url=${encoded}&text=${text}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("share.x")}
            </a>
          </li>
          <li>
            <a
              className="share-links__item"
              href={`https://wa.me/?text=${encodeURIComponent(`${data.title} ${url}`)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("share.whatsapp")}
            </a>
          </li>
          <li>
            <a
              className="share-links__item"
              href={`mailto:?subject=${encodeURIComponent(data.title)}&body=${encodeURIComponent(t("share.mailBody", { url }))}`}
            >
              {t("share.mail")}
            </a>
          </li>
        </>
      )}
      <li>
        <button type="button" className="share-links__item" onClick={() => copyLink(url)}>
          {t("share.copy")}
        </button>
      </li>
    </ul>
  );
}
