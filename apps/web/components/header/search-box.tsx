"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { t } from "../../lib/i18n/messages";
import { searchLink } from "../../lib/links";
import { Icon } from "../ui/icons";

/**
 * The search control: opens an input (on phones as a row under the header bar, so the bar keeps its height); Enter
 * or the submit link goes to the text search.
 */
export function SearchBox() {
  const [isOpen, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const router = useRouter();
  const inputId = useId();
  useEffect(() => {
    if (isOpen) input.current?.focus();
    else if (returnFocus.current) toggle.current?.focus();
    returnFocus.current = false;
  }, [isOpen]);
  // Closing without searching puts the focus back on the control that opened the search.
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  if (!isOpen) {
    return (
      <button
        type="button"
        ref={toggle}
        className="icon-button search-toggle"
        aria-expanded={false}
        aria-label={t("search.open")}
        onClick={() => setOpen(true)}
      >
        <Icon name="search" />
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
          if (event.key === "Escape") close();
        }}
      />
      <a className="search-box__submit" href={searchLink(term)} onClick={() => setOpen(false)}>
        {t("search.submit")}
      </a>
      <button type="button" className="icon-button search-box__close" aria-label={t("search.close")} onClick={close}>
        <Icon name="close" />
      </button>
    </form>
  );
}
