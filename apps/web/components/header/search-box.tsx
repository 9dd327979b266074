"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { t } from "../../lib/i18n/messages";
import { searchLink } from "../../lib/links";

/** The search control: opens an input; Enter or the submit link goes to the text search. */
export function SearchBox() {
  const [isOpen, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const inputId = useId();
  useEffect(() => {
    if (isOpen) input.current?.focus();
  }, [isOpen]);
  if (!isOpen) {
    return (
      <button type="button" className="header-button search-toggle" aria-expanded={false} onClick={() => setOpen(true)}>
        {t("search.open")}
      </button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is announced by every screen reader; <search> is not yet.
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        router.push(searchLink(term));
        setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        value={term}
        placeholder={t("search.placeholder")}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
      />
      <a className="search-box__submit" href={searchLink(term)} onClick={() => setOpen(false)}>
        {t("search.submit")}
      </a>
      <button type="button" className="search-box__close" onClick={() => setOpen(false)}>
        {t("search.close")}
      </button>
    </form>
  );
}
